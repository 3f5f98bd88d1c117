//! The integer index arithmetic inside a gather fusion (JAX's negative-index wrap, bounds
//! checks, converts, reshapes) as a small flat program, evaluated for many positions at once:
//! one pass per step over a column of positions, each HLO instruction computed once.

use super::buffer::index_value;
use kiln_hlo::{
    ComparisonDirection, Computation, ConstantValue, InstrId, Instruction, Literal, Opcode,
    PrimitiveType, Shape,
};

/// Index programs larger than this are not evaluated.
const MAX_STEPS: usize = 32;

/// A program computing one integer/pred array of a fusion at given linear positions.
#[derive(Clone, Debug)]
pub struct IndexProgram {
    /// In evaluation order; the last one is the result.
    pub(crate) steps: Vec<Step>,
}

#[derive(Clone, Debug)]
pub(crate) enum Step {
    /// Element of a kernel argument (an integer or pred array, row-major), at the position or
    /// (under a broadcast of a scalar) at 0.
    Param {
        arg: usize,
        ty: PrimitiveType,
        at_zero: bool,
    },
    Const(i64),
    Convert(PrimitiveType, usize),
    Binary(Opcode, PrimitiveType, usize, usize),
    Compare(ComparisonDirection, usize, usize),
    Select(usize, usize, usize),
    Clamp(PrimitiveType, usize, usize, usize),
}

impl IndexProgram {
    /// The program computing instruction `id` of `comp`, or `None` when it uses anything but
    /// integer/pred elementwise arithmetic, comparisons, selects, clamps, converts, reshapes,
    /// bitcasts, copies, scalar constants and broadcasts of scalars over row-major arrays.
    /// `param_arg` gives a parameter's kernel argument.
    pub fn compile(
        comp: &Computation,
        id: InstrId,
        param_arg: &dyn Fn(InstrId) -> Option<usize>,
    ) -> Option<IndexProgram> {
        let mut compiler = Compiler {
            comp,
            param_arg,
            steps: Vec::new(),
            done: Vec::new(),
        };
        compiler.step(id, false)?;
        Some(IndexProgram {
            steps: compiler.steps,
        })
    }

    /// Scratch values [`IndexProgram::eval`] needs for `n` positions.
    pub fn scratch_len(&self, n: usize) -> usize {
        self.steps.len() * n
    }

    /// The values at linear positions `positions` into `out`.
    ///
    /// # Safety
    /// `raw` holds the kernel's arguments and every position is inside the computed array.
    pub unsafe fn eval(
        &self,
        raw: &[*mut u8],
        positions: &[i64],
        out: &mut [i64],
        scratch: &mut Vec<i64>,
    ) {
        let n = positions.len();
        scratch.clear();
        scratch.resize(self.steps.len() * n, 0);
        for (k, step) in self.steps.iter().enumerate() {
            let (done, rest) = scratch.split_at_mut(k * n);
            let dst = &mut rest[..n];
            let col = |i: usize| &done[i * n..(i + 1) * n];
            match *step {
                Step::Param { arg, ty, at_zero } => {
                    for (d, &p) in dst.iter_mut().zip(positions) {
                        *d = read(raw[arg], ty, if at_zero { 0 } else { p });
                    }
                }
                Step::Const(v) => dst.fill(v),
                Step::Convert(ty, a) => {
                    for (d, &x) in dst.iter_mut().zip(col(a)) {
                        *d = wrap(ty, x);
                    }
                }
                Step::Binary(op, ty, a, b) => {
                    let f = |x: i64, y: i64| match op {
                        Opcode::Add => x.wrapping_add(y),
                        Opcode::Subtract => x.wrapping_sub(y),
                        Opcode::Multiply => x.wrapping_mul(y),
                        Opcode::Maximum => x.max(y),
                        Opcode::Minimum => x.min(y),
                        Opcode::And => x & y,
                        _ => x | y,
                    };
                    for ((d, &x), &y) in dst.iter_mut().zip(col(a)).zip(col(b)) {
                        *d = wrap(ty, f(x, y));
                    }
                }
                Step::Compare(dir, a, b) => {
                    for ((d, &x), &y) in dst.iter_mut().zip(col(a)).zip(col(b)) {
                        *d = compare(dir, x, y) as i64;
                    }
                }
                Step::Select(p, a, b) => {
                    for (i, d) in dst.iter_mut().enumerate() {
                        *d = if col(p)[i] != 0 { col(a)[i] } else { col(b)[i] };
                    }
                }
                Step::Clamp(ty, lo, x, hi) => {
                    for (i, d) in dst.iter_mut().enumerate() {
                        *d = wrap(ty, col(x)[i].max(col(lo)[i]).min(col(hi)[i]));
                    }
                }
            }
        }
        out[..n].copy_from_slice(&scratch[(self.steps.len() - 1) * n..]);
    }
}

struct Compiler<'a> {
    comp: &'a Computation,
    param_arg: &'a dyn Fn(InstrId) -> Option<usize>,
    steps: Vec<Step>,
    /// The step computing each (instruction, at position 0) pair so far.
    done: Vec<((InstrId, bool), usize)>,
}

impl Compiler<'_> {
    fn step(&mut self, id: InstrId, at_zero: bool) -> Option<usize> {
        if let Some(&(_, s)) = self.done.iter().find(|(key, _)| *key == (id, at_zero)) {
            return Some(s);
        }
        if self.steps.len() >= MAX_STEPS {
            return None;
        }
        let instr = self.comp.instr(id);
        let ty = instr.shape.as_array()?.ty;
        if !is_index_type(ty) || !is_row_major(&instr.shape) {
            return None;
        }
        let step = match instr.opcode {
            Opcode::Parameter => Step::Param {
                arg: (self.param_arg)(id)?,
                ty,
                at_zero,
            },
            Opcode::Constant => Step::Const(scalar_constant(instr)?),
            Opcode::Broadcast | Opcode::Reshape | Opcode::Bitcast | Opcode::Copy => {
                let x = self.comp.instr(*instr.operands.first()?);
                // A broadcast keeps the linear order only when it adds size-1 dimensions
                // around the operand's, in order; of a scalar it reads position 0.
                let in_order = instr.opcode != Opcode::Broadcast
                    || instr
                        .attrs
                        .dimensions
                        .as_ref()
                        .is_some_and(|d| d.windows(2).all(|w| w[0] < w[1]));
                if x.shape.as_array()?.ty != ty || !in_order {
                    return None;
                }
                return self.operand(instr, 0, at_zero);
            }
            Opcode::Convert => Step::Convert(ty, self.operand(instr, 0, at_zero)?),
            Opcode::Add
            | Opcode::Subtract
            | Opcode::Multiply
            | Opcode::Maximum
            | Opcode::Minimum
            | Opcode::And
            | Opcode::Or => Step::Binary(
                instr.opcode,
                ty,
                self.operand(instr, 0, at_zero)?,
                self.operand(instr, 1, at_zero)?,
            ),
            Opcode::Compare => Step::Compare(
                instr.attrs.direction?,
                self.operand(instr, 0, at_zero)?,
                self.operand(instr, 1, at_zero)?,
            ),
            Opcode::Select => Step::Select(
                self.operand(instr, 0, at_zero)?,
                self.operand(instr, 1, at_zero)?,
                self.operand(instr, 2, at_zero)?,
            ),
            Opcode::Clamp => Step::Clamp(
                ty,
                self.operand(instr, 0, at_zero)?,
                self.operand(instr, 1, at_zero)?,
                self.operand(instr, 2, at_zero)?,
            ),
            _ => return None,
        };
        self.steps.push(step);
        self.done.push(((id, at_zero), self.steps.len() - 1));
        Some(self.steps.len() - 1)
    }

    /// Operand `i` of `instr`, read at the same positions (same element count: elementwise
    /// ops, reshapes, bitcasts, copies) or at 0 (a scalar): every position evaluated stays
    /// inside its array.
    fn operand(&mut self, instr: &Instruction, i: usize, at_zero: bool) -> Option<usize> {
        let id = *instr.operands.get(i)?;
        let count = instr.shape.as_array()?.element_count();
        match self.comp.instr(id).shape.as_array()?.element_count() {
            n if n == count => self.step(id, at_zero),
            1 => self.step(id, true),
            _ => None,
        }
    }
}

/// Element `at` of an integer or pred array as i64.
///
/// # Safety
/// `base` points at an array of `ty` holding more than `at` elements.
unsafe fn read(base: *const u8, ty: PrimitiveType, at: i64) -> i64 {
    let src = base.add(at as usize * ty.byte_size());
    let bits = match ty.byte_size() {
        1 => src.read() as u64,
        2 => (src as *const u16).read_unaligned() as u64,
        4 => (src as *const u32).read_unaligned() as u64,
        _ => (src as *const u64).read_unaligned(),
    };
    match ty {
        PrimitiveType::Pred => (bits != 0) as i64,
        _ => index_value(ty, bits),
    }
}

fn compare(dir: ComparisonDirection, a: i64, b: i64) -> bool {
    match dir {
        ComparisonDirection::Eq => a == b,
        ComparisonDirection::Ne => a != b,
        ComparisonDirection::Lt => a < b,
        ComparisonDirection::Le => a <= b,
        ComparisonDirection::Gt => a > b,
        ComparisonDirection::Ge => a >= b,
    }
}

/// Types whose values the program computes: pred and the 8- to 64-bit integers (sub-byte
/// integers are packed differently in buffers).
pub(crate) fn is_index_type(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(ty, Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64)
}

/// `v` as a value of integer type `ty` (two's complement wrap; pred: nonzero).
fn wrap(ty: PrimitiveType, v: i64) -> i64 {
    use PrimitiveType::*;
    match ty {
        Pred => (v != 0) as i64,
        S8 => v as i8 as i64,
        S16 => v as i16 as i64,
        S32 => v as i32 as i64,
        U8 => v as u8 as i64,
        U16 => v as u16 as i64,
        U32 => v as u32 as i64,
        _ => v,
    }
}

fn scalar_constant(instr: &Instruction) -> Option<i64> {
    let Some(ConstantValue::Literal(Literal::Array(a))) = &instr.attrs.constant else {
        return None;
    };
    use kiln_hlo::ArrayData::*;
    let v = match &a.data {
        Pred(v) => *v.first()? as i64,
        S8(v) => *v.first()? as i64,
        S16(v) => *v.first()? as i64,
        S32(v) => *v.first()? as i64,
        S64(v) => *v.first()?,
        U8(v) => *v.first()? as i64,
        U16(v) => *v.first()? as i64,
        U32(v) => *v.first()? as i64,
        U64(v) => (*v.first()?).min(i64::MAX as u64) as i64,
        _ => return None,
    };
    (a.dims.iter().product::<i64>() == 1).then_some(v)
}

/// An array shape with the default (row-major) layout.
pub fn is_row_major(shape: &Shape) -> bool {
    match shape {
        Shape::Array(a) => a.layout.as_ref().is_none_or(|l| l.is_row_major()),
        _ => false,
    }
}
