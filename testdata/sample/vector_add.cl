/* Element-wise kernels: several simple kernels in one file (the README sample is vector_add). */
#include "common.h"

__kernel void vector_add(__global const float *a, __global const float *b,
                         __global float *c, uint n) {
  uint i = GLOBAL_ID();
  if (i < n)
    c[i] = a[i] + b[i];
}

__kernel void saxpy(float alpha, __global const float *x, __global float *y, uint n) {
  uint i = GLOBAL_ID();
  if (i < n)
    y[i] = alpha * x[i] + y[i];
}

__kernel void scale_int(__global int *x, int k, uint n) {
  uint i = GLOBAL_ID();
  if (i < n)
    x[i] = x[i] * k + (int)i;
}

__kernel void copy_long(__global const long *src, __global long *dst, ulong n) {
  ulong i = GLOBAL_ID();
  if (i < n)
    dst[i] = src[i];
}
