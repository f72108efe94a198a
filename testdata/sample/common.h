/* Shared helpers for the codeobj test corpus.  Only clang builtins are used,
 * so every file compiles with -nogpulib (no device libraries needed). */
#ifndef CODEOBJ_TESTDATA_COMMON_H
#define CODEOBJ_TESTDATA_COMMON_H

#define LOCAL_ID() __builtin_amdgcn_workitem_id_x()
#define GROUP_ID() __builtin_amdgcn_workgroup_id_x()
#define GROUP_SIZE() __builtin_amdgcn_workgroup_size_x()
#define GLOBAL_ID() (GROUP_ID() * GROUP_SIZE() + LOCAL_ID())

/* A work-group barrier with the fences OpenCL's barrier(CLK_LOCAL_MEM_FENCE) implies. */
#define WG_BARRIER()                                        \
  do {                                                      \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");  \
    __builtin_amdgcn_s_barrier();                           \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");  \
  } while (0)

#endif
