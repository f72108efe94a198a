// The kernels of unswitch.cl as HIP, for a host object with an offload bundle
// (tests/test_diff_clang.py builds it for two GPUs at -O2 and -O3 without ROCm headers).
typedef struct { unsigned x, y, z; } dim3;
typedef struct ihipStream_t *hipStream_t;
extern "C" int hipLaunchKernel(const void *f, dim3 g, dim3 b, void **args, unsigned long shm,
                               hipStream_t s);
#define __global__ __attribute__((global))

__global__ void unswitch(float *out, const float *in, int n, int mode) {
  int i = __builtin_amdgcn_workitem_id_x();
  float acc = 0.0f;
  for (int j = 0; j < n; ++j) {
    if (mode)
      acc += in[j] * 2.0f;
    else
      acc -= in[j] * in[j];
  }
  out[i] = acc;
}

__global__ void plain(float *out, const float *in) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = in[i] * 3.0f + 1.0f;
}
