.short z
