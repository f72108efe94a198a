/* Program-scope variables: __constant tables, __global variables (OpenCL 2.0) and a
 * __global pointer initialised with another variable's address (a data relocation). */
#include "common.h"

__constant float coeffs[8] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};
__constant int primes[16] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};

__global int global_counter = 0;
__global float global_table[256];
__global int *__global counter_ptr = &global_counter;

__kernel void apply_coeffs(__global float *x) {
  uint i = GLOBAL_ID();
  x[i] = x[i] * coeffs[i & 7] + (float)primes[i & 15];
}

__kernel void fill_table(float v) {
  uint i = GLOBAL_ID();
  global_table[i & 255] = v + (float)i;
}

__kernel void read_table(__global float *out) {
  uint i = GLOBAL_ID();
  out[i] = global_table[(i * 3) & 255];
}

__kernel void bump_counter(__global int *old) {
  old[GLOBAL_ID()] = __atomic_fetch_add(counter_ptr, 1, __ATOMIC_RELAXED);
}
