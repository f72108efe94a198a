// The second object for shared_a.hip: the same device-function instances (twice<float>,
// twice<int>, mix<int>, clampi) plus a kernel instance of its own (fill<double>).  A kernel
// instance in both objects would not link: its descriptor (NAME.kd in .rodata) is global and
// outside the group, so ld.lld reports a duplicate symbol (so does codeobj link).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

template <typename T> __device__ inline T mix(T a, T b) { return a * 3 + b; }
template <typename T> __device__ __attribute__((noinline)) T twice(T a) { return mix(a, a); }
__device__ inline int clampi(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

template <typename T> __global__ void fill(T *p, T v) {
  p[__builtin_amdgcn_workitem_id_x()] = twice(v);
}

template __global__ void fill<double>(double *, double);

__global__ void kernel_b(int *p, float *q) {
  p[0] = clampi(twice(p[1])) + mix(p[2], 2);
  q[0] = twice(q[1]);
}
