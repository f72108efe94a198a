// HIP device code with an inline template function: clang puts it in a COMDAT group, so
// linking comdat_a.o with comdat_b.o must keep one copy (the first), as ld.lld does.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))

template <typename T> __device__ __attribute__((noinline)) T twice(T x) { return x + x; }

__global__ void comdat_k1(int *p) { p[0] = twice(p[0]); }
