/* Half of a two-object link: calls a function and uses variables defined in link_lib.cl, so the
 * relocatable object has undefined symbols (REL32_LO/HI or GOTPCREL) that ld.lld resolves. */
#include "common.h"

extern int lib_scale(int x, int k);
extern float lib_blend(float a, float b);
extern __global int lib_counter;
extern __global float lib_weights[16];

__kernel void main_scale(__global int *x, int k) {
  uint i = GLOBAL_ID();
  x[i] = lib_scale(x[i], k) + lib_counter;
}

__kernel void main_blend(__global float *a, __global const float *b) {
  uint i = GLOBAL_ID();
  a[i] = lib_blend(a[i], b[i]) * lib_weights[i & 15];
}
