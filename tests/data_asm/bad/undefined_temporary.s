.long .Lundefined_temp
