// '*' widths and precisions: LLVM 19 lists fewer argument sizes than arguments.
__kernel void star(__global int *a, long l) {
  printf("%*d\n", 3, a[0]);
  printf("%.*ld|%d\n", 3, l, a[0]);
}
