/* Kernels for the analysis tests: global, constant, LDS and scalar loads consumed after their
 * waits, loops, barriers, atomics with release/acquire at several scopes, and calls.  Only
 * clang builtins (compiles with -nogpulib). */
#define LID() __builtin_amdgcn_workitem_id_x()
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + LID())

__attribute__((noinline)) float scale(__global const float *p, int i, float f) {
  return p[i] * f + p[i + 1];
}

__kernel void tiled_sum(__global const float *in, __global float *out, int n) {
  __local float tile[256];
  uint lid = LID();
  float acc = 0.0f;
  for (int base = 0; base < n; base += 256) {
    tile[lid] = in[base + lid];
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
    for (int k = 0; k < 256; k += 4)
      acc += tile[k] * tile[(k + lid) & 255];
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  }
  out[GID()] = acc;
}

__kernel void calls_and_branches(__global const float *in, __global float *out,
                                 __constant int *sel, int n) {
  uint g = GID();
  float v = 0.0f;
  if (sel[g & 7] > 0)
    v = scale(in, g, 2.0f);
  else if (g < (uint)n)
    v = in[g] + in[g + 2];
  out[g] = v;
}

__kernel void publish(__global int *data, __global atomic_int *flag, __global int *seen) {
  uint g = GID();
  data[g] = (int)g;
  __opencl_atomic_store(flag, 1, __ATOMIC_RELEASE, __OPENCL_MEMORY_SCOPE_DEVICE);
  if (__opencl_atomic_load(flag + 1, __ATOMIC_ACQUIRE, __OPENCL_MEMORY_SCOPE_DEVICE))
    seen[g] = data[g ^ 1];
  __opencl_atomic_fetch_add(flag + 2, 1, __ATOMIC_ACQ_REL, __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES);
  __opencl_atomic_fetch_add(flag + 3, 1, __ATOMIC_SEQ_CST, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
}

__kernel void gather(__global const int *idx, __global const float4 *src, __global float4 *dst,
                     int n) {
  uint g = GID();
  float4 s = (float4)(0.0f);
  for (int i = 0; i < n; ++i)
    s += src[idx[g * 4 + (i & 3)]];
  dst[g] = s;
}
