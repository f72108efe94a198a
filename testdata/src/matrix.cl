/* Matrix-core instructions: MFMA (gfx908/gfx90a/gfx942) and WMMA (gfx11, gfx12).
 * codeobj-testdata: targets=gfx908,gfx90a,gfx942,gfx1100,gfx1151,gfx11-generic,gfx1200,gfx1201 */
#include "common.h"

typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef half v16h __attribute__((ext_vector_type(16)));

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx942__)
__kernel void mfma_16x16x4(__global const float *a, __global const float *b, __global v4f *c) {
  uint i = GLOBAL_ID();
  v4f acc = c[i];
  for (int k = 0; k < 4; ++k)
    acc = __builtin_amdgcn_mfma_f32_16x16x4f32(a[i * 4 + k], b[i * 4 + k], acc, 0, 0, 0);
  c[i] = acc;
}
#elif defined(__GFX11__) && __clang_major__ >= 16
/* LLVM 15's WMMA lowering crashes, so clang-15 builds only the fallback kernel here. */
__kernel void wmma_16x16x16(__global const v16h *a, __global const v16h *b, __global v8f *c) {
  uint i = GLOBAL_ID();
  c[i] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a[i], b[i], c[i]);
}
#elif defined(__GFX12__)
__kernel void wmma_16x16x16(__global const v8h *a, __global const v8h *b, __global v8f *c) {
  uint i = GLOBAL_ID();
  c[i] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a[i], b[i], c[i]);
}
#endif

__kernel void matrix_fallback(__global float *c) {
  c[GLOBAL_ID()] *= 2.0f;
}
