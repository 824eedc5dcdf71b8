#include "engine.h"
volatile int sink;
void sfx(int id) { sink = id; }
void wait_ticks(int n) { sink += n; }
void set_flag(int n, int v) { sink = n ^ v; }
