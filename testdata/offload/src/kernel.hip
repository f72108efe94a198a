// A HIP translation unit that needs no HIP headers (-nogpuinc): just the attributes and the
// launch hooks clang's host side refers to.
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
typedef struct { unsigned x, y, z; } dim3_t;
extern "C" __host__ int hipLaunchKernel(const void *f, dim3_t g, dim3_t b, void **args,
                                        unsigned long shm, void *stream);
extern "C" __host__ int __hipPushCallConfiguration(dim3_t g, dim3_t b, unsigned long shm,
                                                   void *stream);
extern "C" __host__ int __hipPopCallConfiguration(dim3_t *g, dim3_t *b, unsigned long *shm,
                                                  void *stream);

#ifndef KERNEL
#define KERNEL add_one
#define STEP 1.0f
#endif

extern "C" __global__ void KERNEL(float *x, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < n)
    x[i] += STEP;
}
