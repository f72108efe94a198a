// Device code with COMDAT groups: template kernels instantiated several times, inline
// __device__ helpers and a class template (no HIP headers: the attributes are spelled out).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

template <typename T> __device__ inline T square(T x) { return x * x; }

__device__ inline float bias(float a) { return a * 0.5f + 1.0f; }

template <typename T, int N> struct Accumulator {
  T sum[N];
  __device__ void reset() {
    for (int i = 0; i < N; ++i) sum[i] = T(0);
  }
  __device__ void add(int i, T v) { sum[i % N] += v; }
  __device__ T total() const {
    T t = T(0);
    for (int i = 0; i < N; ++i) t += sum[i];
    return t;
  }
};

template <typename T> __global__ void scale(T *out, const T *in, T factor, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < n) out[i] = square(in[i]) * factor + (T)bias((float)in[i]);
}

template <typename T, int N> __global__ void reduce(T *out, const T *in, int n) {
  __shared__ T tile[64];
  Accumulator<T, N> acc;
  acc.reset();
  int tid = __builtin_amdgcn_workitem_id_x();
  for (int i = tid; i < n; i += 64) acc.add(i, in[i]);
  tile[tid] = acc.total();
  __builtin_amdgcn_s_barrier();
  if (tid == 0) {
    T t = T(0);
    for (int i = 0; i < 64; ++i) t += tile[i];
    out[__builtin_amdgcn_workgroup_id_x()] = t;
  }
}

template __global__ void scale<float>(float *, const float *, float, int);
template __global__ void scale<int>(int *, const int *, int, int);
template __global__ void scale<double>(double *, const double *, double, int);
template __global__ void reduce<float, 4>(float *, const float *, int);
template __global__ void reduce<int, 8>(int *, const int *, int);

__global__ void plain(float *p) { p[0] = bias(p[0]) + square(p[1]); }
