/* Private arrays indexed with run-time values, so they live in scratch memory. */
#include "common.h"

#define SORT_N 64

__kernel void private_sort(__global int *data) {
  int buf[SORT_N];
  uint base = GLOBAL_ID() * SORT_N;
  #pragma clang loop unroll(disable)
  for (int k = 0; k < SORT_N; ++k)
    buf[k] = data[base + k];
  #pragma clang loop unroll(disable)
  for (int k = 1; k < SORT_N; ++k) {
    int v = buf[k];
    int j = k - 1;
    while (j >= 0 && buf[j] > v) {
      buf[j + 1] = buf[j];
      --j;
    }
    buf[j + 1] = v;
  }
  #pragma clang loop unroll(disable)
  for (int k = 0; k < SORT_N; ++k)
    data[base + k] = buf[k];
}

__kernel void private_histogram(__global const uchar *in, __global uint *out, uint len) {
  uint hist[48];
  #pragma clang loop unroll(disable)
  for (int k = 0; k < 48; ++k)
    hist[k] = 0;
  uint base = GLOBAL_ID() * len;
  #pragma clang loop unroll(disable)
  for (uint k = 0; k < len; ++k)
    hist[in[base + k] % 48u]++;
  #pragma clang loop unroll(disable)
  for (int k = 0; k < 48; ++k)
    out[GLOBAL_ID() * 48 + k] = hist[k];
}

__kernel void private_lookup(__global const int *idx, __global float *out) {
  float table[40];
  #pragma clang loop unroll(disable)
  for (int k = 0; k < 40; ++k)
    table[k] = (float)k * 0.5f + (float)idx[k & 7];
  uint i = GLOBAL_ID();
  out[i] = table[idx[i] % 40] + table[(idx[i] * 7) % 40];
}
