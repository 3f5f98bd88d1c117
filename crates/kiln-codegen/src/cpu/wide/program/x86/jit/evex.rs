//! The few x86-64 instructions that native tile programs are made of: AVX-512 arithmetic
//! on `zmm` registers in EVEX encoding, its loads and stores, and the scalar loop around
//! them. Memory operands are a base register plus an optional index register (scale 1) and
//! a 32-bit displacement (never the compressed 8-bit form, so no operand size matters).

/// General-purpose registers the programs use (their encoding numbers).
pub(super) mod gpr {
    pub const RAX: u8 = 0;
    pub const RSI: u8 = 6;
    pub const RDI: u8 = 7;
    pub const R8: u8 = 8;
}

/// `[base + index + disp]`. `base` must not be RSP or R12 (they need a SIB byte of their
/// own), which the programs never use.
#[derive(Clone, Copy, Debug)]
pub(super) struct Mem {
    pub base: u8,
    pub index: Option<u8>,
    pub disp: i32,
}

/// The last operand of an instruction (ModRM's r/m): a `zmm` register, memory, or one
/// f32 in memory broadcast to all sixteen lanes (`{1to16}`).
#[derive(Clone, Copy, Debug)]
pub(super) enum Rm {
    Reg(u8),
    Mem(Mem),
    Bcst(Mem),
}

/// Opcode maps.
#[derive(Clone, Copy)]
pub(super) enum Map {
    M0f = 1,
    M0f38 = 2,
    M0f3a = 3,
}

/// Mandatory prefixes.
#[derive(Clone, Copy)]
pub(super) enum Pp {
    None = 0,
    P66 = 1,
}

/// An instruction in EVEX encoding, 512-bit, W0.
#[derive(Clone, Copy)]
pub(super) struct Op {
    pub map: Map,
    pub pp: Pp,
    pub code: u8,
}

const fn op(map: Map, pp: Pp, code: u8) -> Op {
    Op { map, pp, code }
}

pub(super) const VMOVUPS_LOAD: Op = op(Map::M0f, Pp::None, 0x10);
pub(super) const VMOVUPS_STORE: Op = op(Map::M0f, Pp::None, 0x11);
pub(super) const VMOVAPS: Op = op(Map::M0f, Pp::None, 0x28);
pub(super) const VMOVNTPS: Op = op(Map::M0f, Pp::None, 0x2b);
pub(super) const VSQRTPS: Op = op(Map::M0f, Pp::None, 0x51);
pub(super) const VADDPS: Op = op(Map::M0f, Pp::None, 0x58);
pub(super) const VMULPS: Op = op(Map::M0f, Pp::None, 0x59);
pub(super) const VSUBPS: Op = op(Map::M0f, Pp::None, 0x5c);
pub(super) const VMINPS: Op = op(Map::M0f, Pp::None, 0x5d);
pub(super) const VDIVPS: Op = op(Map::M0f, Pp::None, 0x5e);
pub(super) const VMAXPS: Op = op(Map::M0f, Pp::None, 0x5f);
pub(super) const VCMPPS: Op = op(Map::M0f, Pp::None, 0xc2);
pub(super) const VCVTDQ2PS: Op = op(Map::M0f, Pp::None, 0x5b);
/// `vpsrad zmm(vvvv), zmm(rm), imm8`: the reg field is the opcode's extension, 4.
pub(super) const VPSRAD_IMM: Op = op(Map::M0f, Pp::P66, 0x72);
pub(super) const VPANDD: Op = op(Map::M0f, Pp::P66, 0xdb);
pub(super) const VPADDD: Op = op(Map::M0f, Pp::P66, 0xfe);
pub(super) const VPORD: Op = op(Map::M0f, Pp::P66, 0xeb);
pub(super) const VPXORD: Op = op(Map::M0f, Pp::P66, 0xef);
pub(super) const VBROADCASTSS: Op = op(Map::M0f38, Pp::P66, 0x18);
pub(super) const VPTESTMD: Op = op(Map::M0f38, Pp::P66, 0x27);
pub(super) const VSCALEFPS: Op = op(Map::M0f38, Pp::P66, 0x2c);
pub(super) const VPBLENDMD: Op = op(Map::M0f38, Pp::P66, 0x64);
pub(super) const VBLENDMPS: Op = op(Map::M0f38, Pp::P66, 0x65);
/// `dst = src1 * dst + src2` (the 213 form).
pub(super) const VFMADD213PS: Op = op(Map::M0f38, Pp::P66, 0xa8);
/// `dst = src1 * src2 + dst` (the 231 form).
pub(super) const VFMADD231PS: Op = op(Map::M0f38, Pp::P66, 0xb8);
/// `dst = src1 * src2 - dst`.
pub(super) const VFMSUB231PS: Op = op(Map::M0f38, Pp::P66, 0xba);
pub(super) const VRNDSCALEPS: Op = op(Map::M0f3a, Pp::P66, 0x08);
pub(super) const VPTERNLOGD: Op = op(Map::M0f3a, Pp::P66, 0x25);

/// Masking of an instruction's destination: `k` (1-7) and zeroing, or none (`k` 0).
#[derive(Clone, Copy, Default)]
pub(super) struct Mask {
    pub k: u8,
    pub zero: bool,
}

impl Mask {
    pub const NONE: Mask = Mask { k: 0, zero: false };

    #[cfg(test)]
    pub fn merge(k: u8) -> Mask {
        Mask { k, zero: false }
    }

    #[cfg(test)]
    pub fn zero(k: u8) -> Mask {
        Mask { k, zero: true }
    }
}

/// Machine code being written, with the positions of forward jumps to patch.
#[derive(Default)]
pub(super) struct Asm {
    pub code: Vec<u8>,
}

impl Asm {
    /// `op reg, vvvv, rm [, imm]` in EVEX encoding. `reg` is ModRM's reg field (a `zmm`
    /// destination or source, or a mask register), `vvvv` the first source (0 when the
    /// instruction has none).
    pub fn evex(&mut self, op: Op, reg: u8, vvvv: u8, rm: Rm, mask: Mask, imm: Option<u8>) {
        debug_assert!(reg < 32 && vvvv < 32 && mask.k < 8);
        let inv = |bit: u8| (bit ^ 1) & 1;
        let (x, b, bcst) = match rm {
            Rm::Reg(r) => (inv(r >> 4), inv(r >> 3), 0),
            Rm::Mem(m) => (inv(m.index.unwrap_or(0) >> 3), inv(m.base >> 3), 0),
            Rm::Bcst(m) => (inv(m.index.unwrap_or(0) >> 3), inv(m.base >> 3), 1),
        };
        let p0 = inv(reg >> 3) << 7 | x << 6 | b << 5 | inv(reg >> 4) << 4 | op.map as u8;
        let p1 = (!vvvv & 15) << 3 | 1 << 2 | op.pp as u8;
        let p2 = (mask.zero as u8) << 7 | 0b10 << 5 | bcst << 4 | inv(vvvv >> 4) << 3 | mask.k;
        self.code.extend_from_slice(&[0x62, p0, p1, p2, op.code]);
        self.modrm(reg, rm);
        if let Some(imm) = imm {
            self.code.push(imm);
        }
    }

    /// ModRM (and SIB and displacement) for `reg` and `rm`.
    fn modrm(&mut self, reg: u8, rm: Rm) {
        match rm {
            Rm::Reg(r) => self.code.push(0xc0 | (reg & 7) << 3 | (r & 7)),
            Rm::Mem(m) | Rm::Bcst(m) => {
                debug_assert!(m.base & 7 != 4, "RSP and R12 need a SIB byte");
                match m.index {
                    None => self.code.push(0x80 | (reg & 7) << 3 | (m.base & 7)),
                    Some(i) => {
                        debug_assert!(i & 15 != 4, "RSP cannot be an index");
                        self.code.push(0x80 | (reg & 7) << 3 | 4);
                        self.code.push((i & 7) << 3 | (m.base & 7));
                    }
                }
                self.code.extend_from_slice(&m.disp.to_le_bytes());
            }
        }
    }

    /// `mov dst, [base + disp]` (64-bit).
    pub fn load_gpr(&mut self, dst: u8, base: u8, disp: i32) {
        debug_assert!(base & 7 != 4);
        let rex = 0x48 | (dst >> 3 & 1) << 2 | (base >> 3 & 1);
        self.code
            .extend_from_slice(&[rex, 0x8b, 0x80 | (dst & 7) << 3 | (base & 7)]);
        self.code.extend_from_slice(&disp.to_le_bytes());
    }

    /// `xor r8d, r8d; test rdx, rdx; jz <end>`: the loop's start, with the jump's
    /// displacement to patch (its position).
    pub fn loop_start(&mut self) -> usize {
        self.code
            .extend_from_slice(&[0x45, 0x31, 0xc0, 0x48, 0x85, 0xd2, 0x0f, 0x84]);
        self.code.extend_from_slice(&[0; 4]);
        self.code.len() - 4
    }

    /// `add r8, step; cmp r8, rdx; jb top`, then the end the start's jump goes to:
    /// `vzeroupper; ret`.
    pub fn loop_end(&mut self, step: i32, top: usize, start_jump: usize) {
        self.code.extend_from_slice(&[0x49, 0x81, 0xc0]);
        self.code.extend_from_slice(&step.to_le_bytes());
        self.code.extend_from_slice(&[0x49, 0x39, 0xd0]);
        self.code.extend_from_slice(&[0x0f, 0x82]);
        let back = top as i64 - (self.code.len() as i64 + 4);
        self.code.extend_from_slice(&(back as i32).to_le_bytes());
        let forward = (self.code.len() - (start_jump + 4)) as i32;
        self.code[start_jump..start_jump + 4].copy_from_slice(&forward.to_le_bytes());
        self.code.extend_from_slice(&[0xc5, 0xf8, 0x77, 0xc3]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: i32 = 0x1234_5678;

    fn bytes(f: impl FnOnce(&mut Asm)) -> Vec<u8> {
        let mut a = Asm::default();
        f(&mut a);
        a.code
    }

    fn mem(base: u8, index: Option<u8>) -> Mem {
        Mem {
            base,
            index,
            disp: D,
        }
    }

    /// Encodings as GNU as writes them (`.intel_syntax noprefix`, the instruction in each
    /// comment), registers from both halves of the 32 and of the 16 general ones.
    #[test]
    fn encodes_as_an_assembler_does() {
        use gpr::*;
        let none = Mask::NONE;
        let cases: Vec<(Vec<u8>, &[u8])> = vec![
            // vaddps zmm1, zmm2, zmm3
            (
                bytes(|a| a.evex(VADDPS, 1, 2, Rm::Reg(3), none, None)),
                &[0x62, 0xf1, 0x6c, 0x48, 0x58, 0xcb],
            ),
            // vaddps zmm17, zmm18, zmm27
            (
                bytes(|a| a.evex(VADDPS, 17, 18, Rm::Reg(27), none, None)),
                &[0x62, 0x81, 0x6c, 0x40, 0x58, 0xcb],
            ),
            // vmovups zmm5, [rax + r8 + D]
            (
                bytes(|a| a.evex(VMOVUPS_LOAD, 5, 0, Rm::Mem(mem(RAX, Some(R8))), none, None)),
                &[
                    0x62, 0xb1, 0x7c, 0x48, 0x10, 0xac, 0x00, 0x78, 0x56, 0x34, 0x12,
                ],
            ),
            // vfmadd213ps zmm20, zmm1, dword ptr [rsi + D]{1to16}
            (
                bytes(|a| a.evex(VFMADD213PS, 20, 1, Rm::Bcst(mem(RSI, None)), none, None)),
                &[0x62, 0xe2, 0x75, 0x58, 0xa8, 0xa6, 0x78, 0x56, 0x34, 0x12],
            ),
            // vcmpps k1, zmm16, zmm17, 0x11
            (
                bytes(|a| a.evex(VCMPPS, 1, 16, Rm::Reg(17), none, Some(0x11))),
                &[0x62, 0xb1, 0x7c, 0x40, 0xc2, 0xc9, 0x11],
            ),
            // vpternlogd zmm19{k2}{z}, zmm19, zmm19, 0xff
            (
                bytes(|a| a.evex(VPTERNLOGD, 19, 19, Rm::Reg(19), Mask::zero(2), Some(0xff))),
                &[0x62, 0xa3, 0x65, 0xc2, 0x25, 0xdb, 0xff],
            ),
            // mov rax, [rdi + D]
            (
                bytes(|a| a.load_gpr(RAX, RDI, D)),
                &[0x48, 0x8b, 0x87, 0x78, 0x56, 0x34, 0x12],
            ),
            // vmovups [rax + r8 + D], zmm30
            (
                bytes(|a| {
                    a.evex(
                        VMOVUPS_STORE,
                        30,
                        0,
                        Rm::Mem(mem(RAX, Some(R8))),
                        none,
                        None,
                    )
                }),
                &[
                    0x62, 0x21, 0x7c, 0x48, 0x11, 0xb4, 0x00, 0x78, 0x56, 0x34, 0x12,
                ],
            ),
            // vblendmps zmm19{k1}, zmm25, zmm9
            (
                bytes(|a| a.evex(VBLENDMPS, 19, 25, Rm::Reg(9), Mask::merge(1), None)),
                &[0x62, 0xc2, 0x35, 0x41, 0x65, 0xd9],
            ),
            // vrndscaleps zmm22, zmm23, 8
            (
                bytes(|a| a.evex(VRNDSCALEPS, 22, 0, Rm::Reg(23), none, Some(8))),
                &[0x62, 0xa3, 0x7d, 0x48, 0x08, 0xf7, 0x08],
            ),
            // vsqrtps zmm21, zmm3
            (
                bytes(|a| a.evex(VSQRTPS, 21, 0, Rm::Reg(3), none, None)),
                &[0x62, 0xe1, 0x7c, 0x48, 0x51, 0xeb],
            ),
            // vbroadcastss zmm18, dword ptr [rsi + D]
            (
                bytes(|a| a.evex(VBROADCASTSS, 18, 0, Rm::Mem(mem(RSI, None)), none, None)),
                &[0x62, 0xe2, 0x7d, 0x48, 0x18, 0x96, 0x78, 0x56, 0x34, 0x12],
            ),
            // vpxord zmm20{k3}, zmm21, dword ptr [rsi + D]{1to16}
            (
                bytes(|a| {
                    a.evex(
                        VPXORD,
                        20,
                        21,
                        Rm::Bcst(mem(RSI, None)),
                        Mask::merge(3),
                        None,
                    )
                }),
                &[0x62, 0xe1, 0x55, 0x53, 0xef, 0xa6, 0x78, 0x56, 0x34, 0x12],
            ),
            // vpsrad zmm20, zmm9, 23
            (
                bytes(|a| a.evex(VPSRAD_IMM, 4, 20, Rm::Reg(9), none, Some(23))),
                &[0x62, 0xd1, 0x5d, 0x40, 0x72, 0xe1, 0x17],
            ),
            // vpaddd zmm3, zmm17, dword ptr [rsi + D]{1to16}
            (
                bytes(|a| a.evex(VPADDD, 3, 17, Rm::Bcst(mem(RSI, None)), none, None)),
                &[0x62, 0xf1, 0x75, 0x50, 0xfe, 0x9e, 0x78, 0x56, 0x34, 0x12],
            ),
            // vpblendmd zmm2{k4}, zmm2, zmm30
            (
                bytes(|a| a.evex(VPBLENDMD, 2, 2, Rm::Reg(30), Mask::merge(4), None)),
                &[0x62, 0x92, 0x6d, 0x4c, 0x64, 0xd6],
            ),
            // vcvtdq2ps zmm25, zmm6
            (
                bytes(|a| a.evex(VCVTDQ2PS, 25, 0, Rm::Reg(6), none, None)),
                &[0x62, 0x61, 0x7c, 0x48, 0x5b, 0xce],
            ),
        ];
        for (i, (got, want)) in cases.iter().enumerate() {
            assert_eq!(got.as_slice(), *want, "case {i}");
        }
    }
}
