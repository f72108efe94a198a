"""What a kernel is to the hardware: the kernel descriptor (`descriptor`), the V2
``amd_kernel_code_t`` (`amd_kernel_code`), and the resources and occupancy they imply
(`occupancy`)."""
