// The HIP source of benchmark (b) in benchmarks/bench_build.py: rocPRIM's device-wide radix
// sort, scans and reduction for a few key/value types (what a rocPRIM-based library compiles).
// Built with clang-19 -x hip --cuda-device-only -nogpulib --rocm-path=ROOT/usr -O3 -S
// (ROOT: Debian's librocprim-dev and libamdhip64-dev unpacked).
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

template <class K, class V>
hipError_t sort_pairs(void* tmp, size_t& bytes, const K* kin, K* kout, const V* vin, V* vout,
                      size_t n, hipStream_t s) {
    return rocprim::radix_sort_pairs(tmp, bytes, kin, kout, vin, vout, n, 0, 8 * sizeof(K), s);
}
template <class T>
hipError_t scan(void* tmp, size_t& bytes, const T* in, T* out, size_t n, hipStream_t s) {
    return rocprim::inclusive_scan(tmp, bytes, in, out, n, rocprim::plus<T>(), s);
}
template <class T>
hipError_t escan(void* tmp, size_t& bytes, const T* in, T* out, size_t n, hipStream_t s) {
    return rocprim::exclusive_scan(tmp, bytes, in, out, T(0), n, rocprim::plus<T>(), s);
}
template <class T>
hipError_t reduce(void* tmp, size_t& bytes, const T* in, T* out, size_t n, hipStream_t s) {
    return rocprim::reduce(tmp, bytes, in, out, n, rocprim::plus<T>(), s);
}

template hipError_t sort_pairs<int, float>(void*, size_t&, const int*, int*, const float*,
                                           float*, size_t, hipStream_t);
template hipError_t sort_pairs<unsigned long long, double>(
    void*, size_t&, const unsigned long long*, unsigned long long*, const double*, double*,
    size_t, hipStream_t);
template hipError_t scan<float>(void*, size_t&, const float*, float*, size_t, hipStream_t);
template hipError_t scan<double>(void*, size_t&, const double*, double*, size_t, hipStream_t);
template hipError_t escan<int>(void*, size_t&, const int*, int*, size_t, hipStream_t);
template hipError_t reduce<float>(void*, size_t&, const float*, float*, size_t, hipStream_t);
