// Two objects that both carry the same template instances (linked together: the COMDAT
// groups of the second are dropped).  shared_b.hip is the other half.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

template <typename T> __device__ inline T mix(T a, T b) { return a * 3 + b; }
template <typename T> __device__ __attribute__((noinline)) T twice(T a) { return mix(a, a); }
__device__ inline int clampi(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

template <typename T> __global__ void fill(T *p, T v) {
  p[__builtin_amdgcn_workitem_id_x()] = twice(v);
}

template __global__ void fill<float>(float *, float);
template __global__ void fill<int>(int *, int);

__global__ void kernel_a(int *p) { p[0] = clampi(twice(p[1])) + mix(p[2], 1); }
