#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

__device__ __attribute__((noinline)) float poly(const float *c, int n, float x) {
  float acc = 0.0f;
  for (int i = n - 1; i >= 0; --i)
    acc = acc * x + c[i];
  return acc;
}

struct Pair { int a; float b; };

__device__ __attribute__((noinline)) int fib(int n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__global__ void saxpy(float *y, const float *x, float a, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void reduce(int *out, const int *in, int n) {
  __shared__ int tile[256];
  int t = __builtin_amdgcn_workitem_id_x();
  tile[t] = in[clampi(t, 0, n - 1)];
  __builtin_amdgcn_s_barrier();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s)
      tile[t] += tile[t + s];
    __builtin_amdgcn_s_barrier();
  }
  if (t == 0)
    out[__builtin_amdgcn_workgroup_id_x()] = tile[0] + fib(n & 7);
}

__global__ void evalp(float *out, const float *c, Pair p) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = poly(c, p.a, p.b + i);
}
