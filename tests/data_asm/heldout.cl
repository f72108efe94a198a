typedef struct { float x, y; int n; } P;
__constant float coeffs[8] = {1,2,3,4,5,6,7,8};
global int counter = 0;
__attribute__((noinline)) float rec(float x, int d) { return d <= 0 ? x : rec(x * 0.5f, d - 1) + coeffs[d & 7]; }
__attribute__((noinline)) void spill(global float *o, int i) { float a[32]; for (int k = 0; k < 32; k++) a[k] = o[k + i]; for (int k = 0; k < 32; k++) o[k] = a[31 - k] * a[(k * 7) & 31]; }
kernel void k_rec(global float *o, int d) { int i = get_global_id(0); o[i] = rec(o[i], d); }
kernel void k_spill(global float *o, int i) { spill(o, i); atomic_inc(&counter); }
kernel void k_struct(global P *p, local float *scratch, P byval) { int l = get_local_id(0); scratch[l] = p[l].x + byval.y; barrier(CLK_LOCAL_MEM_FENCE); p[l].n = (int)scratch[(l + 1) & 63] + byval.n; }
kernel void k_double(global double *d, double s) { size_t i = get_global_id(0); d[i] = fma(d[i], s, (double)i); }
kernel void k_branchy(global int *o, int n) { int acc = 0; for (int i = 0; i < n; i++) { if (o[i] & 1) acc += o[i] * 3; else if (o[i] & 2) acc -= o[i]; else break; } o[0] = acc; }
