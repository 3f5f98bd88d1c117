//! Scalar computations that library calls apply per element, over buffer bytes: scatter's
//! and select-and-scatter's `to_apply`/`scatter` combiners, and sort's comparator and
//! select-and-scatter's `select` predicate.
//!
//! The same shortcuts as the interpreter's `Combiner` (kiln-eval `reduce/combiner.rs`), in the
//! same priority: a computation returning its second half of parameters sets; a single binary
//! elementwise op of its parameters is applied by `ScalarBinaryOp` (exactly the elementwise
//! op's semantics); compare/select/logic computations run as a compiled `ScalarProgram`.
//! Anything else is refused at plan time and the instruction stays on the interpreter.

use super::buffer::ByteView;
use kiln_eval::routines::{
    returns_second_half, truth, value_from_bits, value_to_bits, ScalarProgram, Val,
};
use kiln_eval::ScalarBinaryOp;
use kiln_hlo::{CompId, Module, PrimitiveType, Shape};

/// How a combiner computes `f(accumulators.., inputs..)`.
#[derive(Clone, Debug)]
enum Update {
    Set,
    Binary(ScalarBinaryOp),
    Program(ScalarProgram),
}

/// A planned combiner of N values of `types` (N accumulators, then N inputs).
#[derive(Clone, Debug)]
pub struct Combine {
    update: Update,
    types: Vec<PrimitiveType>,
}

impl Combine {
    /// Checks `comp` against 2N scalar parameters of `types` returning N scalars (a tuple
    /// when N > 1) and picks how to run it.
    pub fn plan(module: &Module, comp: CompId, types: &[PrimitiveType]) -> Result<Combine, String> {
        let computation = module
            .computations
            .get(comp.index())
            .ok_or_else(|| format!("computation #{} does not exist", comp.index()))?;
        let scalar = |t: PrimitiveType| Shape::scalar(t);
        let result = match types {
            [t] => scalar(*t),
            _ => Shape::Tuple(types.iter().map(|&t| scalar(t)).collect()),
        };
        let params: Vec<PrimitiveType> = types.iter().chain(types).copied().collect();
        check_signature(computation, &params, &result)?;
        if let Some(t) = types.iter().find(|&&t| !supported(t)) {
            return Err(format!("combiners of {t} are not supported"));
        }
        let n = types.len();
        let update = if returns_second_half(computation, n) {
            Update::Set
        } else if let Some(op) = (n == 1)
            .then(|| kiln_eval::scalar_binary_fast_path(module, comp))
            .flatten()
        {
            Update::Binary(op)
        } else {
            match ScalarProgram::compile(computation, &params) {
                Some(p) if p.output_count() == n => Update::Program(p),
                _ => {
                    return Err(format!(
                        "{} is neither a binary op nor a compare/select computation",
                        computation.name
                    ))
                }
            }
        };
        Ok(Combine {
            update,
            types: types.to_vec(),
        })
    }

    /// `outs[k][at] = f(outs[0][at], .., xs[0][from], ..)[k]` over storage bytes.
    pub fn apply(
        &mut self,
        outs: &mut [&mut [u8]],
        at: usize,
        xs: &[ByteView],
        from: usize,
    ) -> Result<(), String> {
        match &mut self.update {
            Update::Set => {
                for (out, x) in outs.iter_mut().zip(xs) {
                    out[at * x.size..][..x.size].copy_from_slice(x.element(from));
                }
                Ok(())
            }
            Update::Binary(op) => {
                let ty = self.types[0];
                let size = ty.byte_size();
                let (out, x) = (&mut outs[0], &xs[0]);
                let acc = ByteView { bytes: out, size }.bits(at);
                let r = binary_bits(op, ty, acc, x.bits(from))
                    .ok_or_else(|| format!("{op:?} cannot combine {ty} values"))?;
                super::buffer::put_bits(out, size, at, r);
                Ok(())
            }
            Update::Program(program) => {
                let n = self.types.len();
                let types = &self.types;
                let mut bad = false;
                program.run(|p| {
                    let (ty, bits) = if p < n {
                        (
                            types[p],
                            ByteView {
                                bytes: &*outs[p],
                                size: types[p].byte_size(),
                            }
                            .bits(at),
                        )
                    } else {
                        (types[p - n], xs[p - n].bits(from))
                    };
                    value_from_bits(ty, bits).unwrap_or_else(|| {
                        bad = true;
                        Val::Pred(false)
                    })
                });
                for (k, out) in outs.iter_mut().enumerate() {
                    let bits = value_to_bits(types[k], program.output(k));
                    match bits {
                        Some(b) if !bad => {
                            super::buffer::put_bits(out, types[k].byte_size(), at, b)
                        }
                        _ => return Err(format!("combiner result {k} is not a {}", types[k])),
                    }
                }
                Ok(())
            }
        }
    }
}

/// A combiner that runs over contiguous runs of elements at once (scatter's rows).
#[derive(Clone, Copy, Debug)]
pub enum Rows {
    /// The combiner returns its inputs: runs are copied.
    Copy,
    /// One binary op with a row loop (`ScalarBinaryOp::accumulate_row`).
    Binary(ScalarBinaryOp),
}

impl Combine {
    /// How the combiner runs over rows, `None` when only element by element.
    pub fn rows(&self) -> Option<Rows> {
        match &self.update {
            Update::Set => Some(Rows::Copy),
            Update::Binary(op) if op.has_row_loop() => Some(Rows::Binary(*op)),
            _ => None,
        }
    }
}

/// Element types a combiner reads and writes as bits.
fn supported(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(
        ty,
        Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64 | F16 | BF16 | F32 | F64 | C64
    )
}

/// `op(a, b)` on storage bits of type `ty` (zero-extended), as `ScalarBinaryOp::accumulate`
/// computes it on arrays: integers wrap, f16/bf16 compute in f32 and round.
fn binary_bits(op: &ScalarBinaryOp, ty: PrimitiveType, a: u64, b: u64) -> Option<u64> {
    use half::{bf16, f16};
    use PrimitiveType::*;
    let int = |signed: bool, bits: u32| {
        let ext = |x: u64| -> i128 {
            let shift = 64 - bits;
            if signed {
                (((x << shift) as i64) >> shift) as i128
            } else {
                ((x << shift) >> shift) as i128
            }
        };
        op.apply_int(ext(a), ext(b)).map(|r| r as u64)
    };
    match ty {
        Pred => op.apply_pred(a != 0, b != 0).map(u64::from),
        S8 | S16 | S32 | S64 => int(true, ty.bit_width()),
        U8 | U16 | U32 | U64 => int(false, ty.bit_width()),
        F16 => op
            .apply_f32(
                f16::from_bits(a as u16).to_f32(),
                f16::from_bits(b as u16).to_f32(),
            )
            .map(|r| f16::from_f32(r).to_bits() as u64),
        BF16 => op
            .apply_f32(
                bf16::from_bits(a as u16).to_f32(),
                bf16::from_bits(b as u16).to_f32(),
            )
            .map(|r| bf16::from_f32(r).to_bits() as u64),
        F32 => op
            .apply_f32(f32::from_bits(a as u32), f32::from_bits(b as u32))
            .map(|r| r.to_bits() as u64),
        F64 => op
            .apply_f64(f64::from_bits(a), f64::from_bits(b))
            .map(f64::to_bits),
        C64 => {
            let c = |x: u64| {
                num_complex::Complex32::new(
                    f32::from_bits(x as u32),
                    f32::from_bits((x >> 32) as u32),
                )
            };
            op.apply_c64(c(a), c(b))
                .map(|r| r.re.to_bits() as u64 | (r.im.to_bits() as u64) << 32)
        }
        _ => None,
    }
}

/// A compiled predicate of 2 values per operand type (sort's comparator, select-and-scatter's
/// `select`): parameter 2k is operand k's first value, 2k+1 its second.
#[derive(Clone, Debug)]
pub struct Predicate {
    program: ScalarProgram,
    types: Vec<PrimitiveType>,
}

impl Predicate {
    pub fn plan(
        module: &Module,
        comp: CompId,
        types: &[PrimitiveType],
    ) -> Result<Predicate, String> {
        let computation = module
            .computations
            .get(comp.index())
            .ok_or_else(|| format!("computation #{} does not exist", comp.index()))?;
        let params: Vec<PrimitiveType> = types.iter().flat_map(|&t| [t, t]).collect();
        check_signature(computation, &params, &Shape::scalar(PrimitiveType::Pred))?;
        match ScalarProgram::compile(computation, &params) {
            Some(program) if program.output_count() == 1 => Ok(Predicate {
                program,
                types: types.to_vec(),
            }),
            _ => Err(format!(
                "{} is not a compare/select computation",
                computation.name
            )),
        }
    }

    /// The element types, in operand order.
    pub fn types(&self) -> &[PrimitiveType] {
        &self.types
    }

    /// The predicate on already decoded values: `value(k, second)` is operand k's first
    /// (`second == false`) or second value.
    pub fn eval(&mut self, mut value: impl FnMut(usize, bool) -> Val) -> bool {
        self.program.run(|p| value(p / 2, p % 2 == 1));
        truth(self.program.output(0))
    }
}

/// Decodes element bits of type `ty` as a program value.
pub fn decode(ty: PrimitiveType, bits: u64) -> Result<Val, String> {
    value_from_bits(ty, bits).ok_or_else(|| format!("cannot decode {ty} values"))
}

fn check_signature(
    computation: &kiln_hlo::Computation,
    params: &[PrimitiveType],
    result: &Shape,
) -> Result<(), String> {
    let sig = computation.program_shape();
    let ok = sig.parameters.len() == params.len()
        && sig
            .parameters
            .iter()
            .zip(params)
            .all(|(a, &t)| a.compatible(&Shape::scalar(t)))
        && sig.result.compatible(result);
    if ok {
        Ok(())
    } else {
        Err(format!(
            "computation {} has signature {sig}, expected {} scalars returning {result}",
            computation.name,
            params.len()
        ))
    }
}
