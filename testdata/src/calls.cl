/* Non-inlined calls, a helper shared by two kernels, and recursion (dynamic call stack). */
#include "common.h"

__attribute__((noinline)) float horner(float x, __global const float *coef, int degree) {
  float acc = 0.0f;
  for (int k = degree; k >= 0; --k)
    acc = acc * x + coef[k];
  return acc;
}

__attribute__((noinline)) int mix(int a, int b) {
  return (a * 31) ^ (b >> 3) ^ (a + b);
}

/* Not tail-recursive: both branches recurse, so the compiler keeps the calls. */
__attribute__((noinline)) int tree_sum(__global const int *nodes, int idx, int depth) {
  if (depth == 0)
    return nodes[idx];
  return nodes[idx] + tree_sum(nodes, 2 * idx + 1, depth - 1) +
         tree_sum(nodes, 2 * idx + 2, depth - 1);
}

__attribute__((noinline)) int fib(int n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__kernel void eval_poly(__global const float *xs, __global const float *coef,
                        __global float *ys, int degree) {
  uint i = GLOBAL_ID();
  ys[i] = horner(xs[i], coef, degree);
}

__kernel void eval_poly_mixed(__global const float *xs, __global const float *coef,
                              __global int *out, int degree) {
  uint i = GLOBAL_ID();
  out[i] = mix((int)horner(xs[i], coef, degree), (int)i);
}

__kernel void sum_trees(__global const int *nodes, __global int *out, int depth) {
  uint i = GLOBAL_ID();
  out[i] = tree_sum(nodes, (int)i, depth);
}

__kernel void fib_table(__global int *out) {
  uint i = GLOBAL_ID();
  out[i] = fib(out[i]);
}
