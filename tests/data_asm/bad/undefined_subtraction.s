.text
.long undefined_sym-other
