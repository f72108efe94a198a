// tests/test_diff_clang.py builds this at -O2 and at -O3 with clang-19 and compares the two
// with `codeobj diff`.  With Debian's clang 19.1.7, -O3 duplicates the loop's exit block
// (the final store) where -O2 branches to it, so `unswitch` differs while `plain` does not.
kernel void unswitch(global float *out, global const float *in, int n, int mode) {
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

kernel void plain(global float *out, global const float *in) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = in[i] * 3.0f + 1.0f;
}
