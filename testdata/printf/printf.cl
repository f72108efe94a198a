// printf calls for codeobj's printf checks (see README.md for the commands).
__kernel void show(__global int *a, float f, long l, double d) {
  printf("hello %d: %f %ld\n", a[0], f, l);
  printf("vec %v4d and %s %%d %c\n", (int4)(1, 2, 3, 4), "str", 'x');
  printf("%hhd %hd %lu %p %e %G %a %o %X %%%c", (char)1, (short)2, (ulong)4, a, d, f, f, 5, 6, 'c');
  printf("%v2hlf %v3hlf %v8hd %5.2f %-#8lx\n", (float2)(1.0f, 2.0f), (float3)(1, 2, 3), (short8)(1),
         f, l);
  printf("none\n");
}

__kernel void quiet(__global int *a) { a[0] = 1; }
