/* The other half of the two-object link: definitions used by link_main.cl, plus its own kernel. */
#include "common.h"

__global int lib_counter = 7;
__global float lib_weights[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

__attribute__((noinline)) int lib_scale(int x, int k) {
  return x * k + __atomic_fetch_add(&lib_counter, 1, __ATOMIC_RELAXED);
}

__attribute__((noinline)) float lib_blend(float a, float b) {
  return a * 0.25f + b * 0.75f;
}

__kernel void lib_kernel(__global int *x) {
  x[GLOBAL_ID()] = lib_scale(x[GLOBAL_ID()], 3);
}
