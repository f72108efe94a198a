#!/bin/sh
# Makes the offload-driver and device-archive test inputs from src/ with the LLVM 19 tools.
# Run from this directory: sh make.sh   (the outputs are committed; tests compare them live
# with llvm-objdump-19 --offloading, clang-offload-packager-19 and clang-offload-bundler-19).
set -eu
# -cuid: the default unique ID hashes the source path, which would make the outputs depend on it
HIP="clang-19 -x hip -nogpuinc -nogpulib -O2 -cuid=codeobj-offload-test"
export SOURCE_DATE_EPOCH=0

# Device code objects (ELF, no bundle) for two targets, and a second kernel.
$HIP --offload-arch=gfx90a:xnack+ --cuda-device-only --no-gpu-bundle-output -c src/kernel.hip -o co_gfx90a.o
$HIP --offload-arch=gfx1030 --cuda-device-only --no-gpu-bundle-output -c src/kernel.hip -o co_gfx1030.o
$HIP --offload-arch=gfx90a:xnack+ --cuda-device-only --no-gpu-bundle-output -DKERNEL=add_two -DSTEP=2.0f -c src/kernel.hip -o co2_gfx90a.o
$HIP --offload-arch=gfx1030 --cuda-device-only --no-gpu-bundle-output -DKERNEL=add_two -DSTEP=2.0f -c src/kernel.hip -o co2_gfx1030.o
clang-19 -O2 -c src/host.c -o host.o

# 1. The new offload driver.
#    -fgpu-rdc: .llvm.offloading holds one offload binary per target, LLVM bitcode images.
$HIP --offload-new-driver -fgpu-rdc --offload-arch=gfx90a:xnack+ --offload-arch=gfx1030 -c src/kernel.hip -o new_rdc.o
#    linked (device link by clang-linker-wrapper): the result has a .hip_fatbin bundle again.
clang-19 --offload-new-driver -fgpu-rdc --hip-link --offload-arch=gfx90a:xnack+ --offload-arch=gfx1030 \
  -nogpulib -shared -nostdlib new_rdc.o -o new_linked.so
#    ELF images: what the driver does with device objects (packager, then -fembed-offload-object).
clang-offload-packager-19 -o images.bin \
  --image=file=co_gfx90a.o,triple=amdgcn-amd-amdhsa,arch=gfx90a:xnack+,kind=hip \
  --image=file=co_gfx1030.o,triple=amdgcn-amd-amdhsa,arch=gfx1030,kind=openmp
clang-19 -O2 -c src/host.c -Xclang -fembed-offload-object=images.bin -o new_embedded.o

# 2. Heterogeneous device archives.
B="host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+,hipv4-amdgcn-amd-amdhsa--gfx1030"
clang-offload-bundler-19 -type=o -targets=$B -input=host.o -input=co_gfx90a.o -input=co_gfx1030.o -output=bundled_add_one.o
clang-offload-bundler-19 -type=o -targets=$B -input=host.o -input=co2_gfx90a.o -input=co2_gfx1030.o -output=bundled_add_two_with_a_long_name.o
rm -f libhet.a libhet_bsd.a libhet_gfx90a.a libhet_gfx1030.a
#    GNU format (the long member name goes to the // table), as HIP's --emit-static-lib makes it
llvm-ar-19 --format=gnu rcsD libhet.a bundled_add_one.o bundled_add_two_with_a_long_name.o new_embedded.o
llvm-ar-19 --format=bsd rcsD libhet_bsd.a bundled_add_one.o bundled_add_two_with_a_long_name.o
#    device archives cut out by the bundler: members are the code objects themselves
clang-offload-bundler-19 -type=a -unbundle -input=libhet.a -targets=hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+ -output=libhet_gfx90a.a
clang-offload-bundler-19 -type=a -unbundle -input=libhet.a -targets=hipv4-amdgcn-amd-amdhsa--gfx1030 -output=libhet_gfx1030.a
rm -f host.o co2_gfx90a.o co2_gfx1030.o
