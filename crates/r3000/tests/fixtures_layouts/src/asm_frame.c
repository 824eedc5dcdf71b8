/* The C side of the hand-written fixtures (a_*.s): the event-script decoy runs first, then the
   assembly draw routine DRAW(p, x) is called with the record pointer and its end or count. */
#include "engine.h"
#include "script.h"

void DRAW(const u8 *p, const void *x);

void frame(const u8 *script, int n, const u8 *p, const void *x)
{
    run_script(script, n);
    DRAW(p, x);
}
