//! Applying a reduction or update computation (`to_apply`) to scalars held in typed arrays.
//!
//! Reduce and scatter call their computation once per element with `2N` scalars (N
//! accumulators or operand values, then N inputs or updates) and get N scalars back. This is
//! the one place that does it: it checks the computation's signature once, keeps its argument
//! literals between calls instead of allocating new ones, and skips the call entirely when the
//! computation just returns its second half of parameters (scatter's "set") or is a single
//! binary elementwise op of its parameters (`add`, `maximum`, ...; the elementwise module's
//! `ScalarBinaryOp` then computes the same value in place), and runs it as a compiled
//! [`ScalarProgram`] when it is made of compares and selects (argmax, argmin).

use super::program::{load, store, ScalarProgram, Val};
use crate::elementwise::ScalarBinaryOp;
use crate::util::copy_element;
use crate::{Evaluator, OpError};
use kiln_hlo::{ArrayData, ArrayLiteral, CompId, Literal, Opcode, PrimitiveType, Shape};

/// A scalar computation of `2N` parameters returning N scalars (a tuple when N > 1).
pub(crate) struct Combiner<'a, 'm> {
    ev: &'a Evaluator<'m>,
    comp: CompId,
    /// True when the computation returns parameters N..2N unchanged: the result is the input.
    returns_inputs: bool,
    /// The computation as one elementwise op (N = 1 only).
    binary: Option<ScalarBinaryOp>,
    /// The computation compiled, when it compiles (and neither shortcut above applies).
    program: Option<ScalarProgram>,
    /// Scratch argument literals, overwritten before each call.
    args: Vec<Literal>,
}

impl<'a, 'm> Combiner<'a, 'm> {
    /// Checks that `comp` takes two scalars of each of `types` (accumulators first) and returns
    /// one scalar of each.
    pub(crate) fn new(
        ev: &'a Evaluator<'m>,
        comp: CompId,
        types: &[PrimitiveType],
    ) -> Result<Self, String> {
        let computation = ev.module.computations.get(comp.index()).ok_or_else(|| {
            format!(
                "to_apply names computation #{} which does not exist",
                comp.index()
            )
        })?;
        let n = types.len();
        let sig = computation.program_shape();
        let scalar = |ty: PrimitiveType| Shape::scalar(ty);
        let want_params: Vec<Shape> = types.iter().chain(types).map(|&t| scalar(t)).collect();
        let want_result = match types {
            [t] => scalar(*t),
            _ => Shape::Tuple(types.iter().map(|&t| scalar(t)).collect()),
        };
        let params_ok = sig.parameters.len() == 2 * n
            && sig
                .parameters
                .iter()
                .zip(&want_params)
                .all(|(a, b)| a.compatible(b));
        if !params_ok || !sig.result.compatible(&want_result) {
            return Err(format!(
                "computation {} has signature {sig}, expected {} parameters {:?} returning {want_result}",
                computation.name,
                2 * n,
                want_params.iter().map(|s| s.to_string()).collect::<Vec<_>>()
            ));
        }
        let args = want_params
            .iter()
            .map(|s| {
                let ty = s.element_type();
                ArrayLiteral::zeros(ty, vec![]).map(Literal::Array)
            })
            .collect::<Result<_, _>>()?;
        let binary = if n == 1 {
            crate::scalar_binary_fast_path(ev.module, comp)
        } else {
            None
        };
        let param_types: Vec<PrimitiveType> = types.iter().chain(types).copied().collect();
        let program = ScalarProgram::compile(computation, &param_types)
            .filter(|p| binary.is_none() && p.output_count() == n);
        Ok(Combiner {
            ev,
            comp,
            returns_inputs: returns_second_half(computation, n),
            binary,
            program,
            args,
        })
    }

    /// `acc[k][at] = f(acc[0][at], .., acc[N-1][at], xs[0][from], .., xs[N-1][from])[k]`.
    pub(crate) fn combine(
        &mut self,
        acc: &mut [ArrayData],
        at: usize,
        xs: &[&ArrayData],
        from: usize,
    ) -> Result<(), OpError> {
        let n = acc.len();
        if self.returns_inputs {
            for (a, x) in acc.iter_mut().zip(xs) {
                copy_element(a, at, x, from)?;
            }
            return Ok(());
        }
        if let (Some(op), [a], [x]) = (&self.binary, &mut *acc, xs) {
            return Ok(op.accumulate(a, at, x, from)?);
        }
        if let Some(p) = &mut self.program {
            p.run(|q| {
                let v = if q < n {
                    load(&acc[q], at)
                } else {
                    xs.get(q - n).and_then(|x| load(x, from))
                };
                v.unwrap_or(Val::Pred(false))
            });
            for (k, a) in acc.iter_mut().enumerate() {
                store(a, at, p.output(k))?;
            }
            return Ok(());
        }
        for k in 0..n {
            set_scalar(&mut self.args[k], &acc[k], at)?;
            set_scalar(&mut self.args[n + k], xs[k], from)?;
        }
        let result = self.ev.call(self.comp, &self.args)?;
        match result {
            Literal::Array(r) if n == 1 => copy_element(&mut acc[0], at, &r.data, 0)?,
            Literal::Tuple(parts) if parts.len() == n => {
                for (a, part) in acc.iter_mut().zip(&parts) {
                    let r = crate::util::array(part)?;
                    copy_element(a, at, &r.data, 0)?;
                }
            }
            other => {
                return Err(
                    format!("to_apply returned {}, expected {n} scalars", other.shape()).into(),
                )
            }
        }
        Ok(())
    }
}

/// Overwrites the scalar literal `lit` with element `i` of `src`.
fn set_scalar(lit: &mut Literal, src: &ArrayData, i: usize) -> Result<(), String> {
    match lit {
        Literal::Array(a) => copy_element(&mut a.data, 0, src, i),
        _ => Err("internal error: scalar argument is not an array".into()),
    }
}

/// Whether the computation's root is parameter N (for N = 1), or a tuple of parameters
/// N..2N in order: it then ignores the accumulators and returns the inputs (scatter's "set").
pub fn returns_second_half(comp: &kiln_hlo::Computation, n: usize) -> bool {
    let is_param = |id: kiln_hlo::InstrId, k: usize| {
        comp.instructions.get(id.index()).is_some_and(|i| {
            i.opcode == Opcode::Parameter && i.attrs.parameter_number == Some(k as i64)
        })
    };
    let Some(root) = comp.instructions.get(comp.root.index()) else {
        return false;
    };
    match root.opcode {
        Opcode::Parameter => n == 1 && is_param(comp.root, 1),
        Opcode::Tuple => {
            root.operands.len() == n
                && root
                    .operands
                    .iter()
                    .enumerate()
                    .all(|(k, &op)| is_param(op, n + k))
        }
        _ => false,
    }
}
