/* Work-group (LDS) memory, static and dynamic, with barriers; global and LDS atomics. */
#include "common.h"

#define TILE 256

__kernel void block_reduce(__global const float *in, __global float *out) {
  __local float tile[TILE];
  uint lid = LOCAL_ID();
  tile[lid] = in[GLOBAL_ID()];
  WG_BARRIER();
  for (uint s = TILE / 2; s > 0; s >>= 1) {
    if (lid < s)
      tile[lid] += tile[lid + s];
    WG_BARRIER();
  }
  if (lid == 0)
    out[GROUP_ID()] = tile[0];
}

__kernel void dynamic_lds_scan(__global const int *in, __global int *out, __local int *buf) {
  uint lid = LOCAL_ID();
  buf[lid] = in[GLOBAL_ID()];
  WG_BARRIER();
  int sum = 0;
  for (uint k = 0; k <= lid; ++k)
    sum += buf[k];
  out[GLOBAL_ID()] = sum;
}

__kernel void global_atomics(__global int *counters, __global uint *bits, __global int *old) {
  uint i = GLOBAL_ID();
  old[i] = __atomic_fetch_add(&counters[0], 1, __ATOMIC_RELAXED);
  __atomic_fetch_max(&counters[1], (int)i, __ATOMIC_ACQ_REL);
  __atomic_fetch_or(&bits[i >> 5], 1u << (i & 31), __ATOMIC_SEQ_CST);
  int expected = 0;
  __atomic_compare_exchange_n(&counters[2], &expected, (int)i, false, __ATOMIC_ACQUIRE,
                              __ATOMIC_RELAXED);
  __opencl_atomic_fetch_sub((volatile __global atomic_int *)&counters[3], 1,
                            memory_order_relaxed, memory_scope_work_group);
  __atomic_exchange_n(&counters[4], (int)i, __ATOMIC_RELEASE);
}

__kernel void lds_histogram(__global const uchar *in, __global uint *hist) {
  __local uint local_hist[64];
  uint lid = LOCAL_ID();
  if (lid < 64)
    local_hist[lid] = 0;
  WG_BARRIER();
  __atomic_fetch_add(&local_hist[in[GLOBAL_ID()] & 63], 1u, __ATOMIC_RELAXED);
  WG_BARRIER();
  if (lid < 64)
    __opencl_atomic_fetch_add((volatile __global atomic_uint *)&hist[lid], local_hist[lid],
                              memory_order_relaxed, memory_scope_device);
}
