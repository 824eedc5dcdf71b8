/* A 14-opcode event-script interpreter, linked before the draw dispatch in every fixture: a
   byte-dispatch loop that draws nothing. Its lengths agree with the published facts for
   opcode 0 (3) but not for 9 (5) or 13 (2): a finder that takes the first dispatch by address,
   or only checks one fact, picks it. Lengths: 0:3 1:2 2:4 3:3 4:6 5:2 6:5 7:3 8:4 9:5 10:2
   11:7 12:3 13:2 */
__attribute__((noinline)) static void run_script(const u8 *s, int n)
{
    while (n-- > 0) {
        switch (*s) {
        case 0: wait_ticks(s[1] | (s[2] << 8)); s += 3; break;
        case 1: sfx(s[1]); s += 2; break;
        case 2: set_flag(s[1], s[2] + s[3]); s += 4; break;
        case 3: set_flag(s[1] + 100, s[2]); s += 3; break;
        case 4: sfx(s[1]); wait_ticks(s[2]); set_flag(s[3], s[4] ^ s[5]); s += 6; break;
        case 5: wait_ticks(1); s += 2; break;
        case 6: sfx(s[4]); set_flag(s[1], s[2] - s[3]); s += 5; break;
        case 7: wait_ticks(s[2]); s += 3; break;
        case 8: set_flag(s[3], 1); sfx(s[1] + s[2]); s += 4; break;
        case 9: set_flag(s[1], s[4]); s += 5; break;
        case 10: sfx(0); s += 2; break;
        case 11: wait_ticks(s[6]); set_flag(s[1], s[3]); s += 7; break;
        case 12: set_flag(s[2], 0); s += 3; break;
        case 13: sfx(s[1] * 2); s += 2; break;
        default: return;
        }
    }
}
