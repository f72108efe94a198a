// The other half of the relocation test: definitions with each visibility.
  .text
  .globl  hidden_b
  .hidden hidden_b
  .type   hidden_b,@function
hidden_b:
  s_setpc_b64 s[30:31]

  .data
  .p2align 3
  .globl data_b
  .hidden data_b
data_b:
  .quad 42
  .globl shared_var
shared_var:
  .quad 7
  .weak weak_thing
weak_thing:
  .quad 1

  .globl abs_b
  .hidden abs_b
  .set abs_b, 0x1234
