/* Compiled with -g by tests/test_loader.py: two objects with DWARF line tables, so the loader
 * view can map code addresses to source lines (checked against llvm-addr2line-19). */

__attribute__((noinline)) int debug_helper(int x, int k) {
  int y = x * k;
  return y + (x >> 3);
}

__kernel void debug_kernel(__global int *out, int k) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
           __builtin_amdgcn_workitem_id_x();
  out[i] = debug_helper(out[i], k) + (int)i;
}
