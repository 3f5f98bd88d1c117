//! Sort comparators, evaluated per comparison without building literals when they compile to
//! a [`ScalarProgram`] (what JAX emits always does), through the evaluator otherwise. A
//! compiled comparator reads operands decoded once up front, not per comparison.

use crate::reduce::program::{load, truth, ScalarProgram, Val};
use crate::util::copy_element;
use crate::{Evaluator, OpError};
use kiln_hlo::{ArrayData, ArrayLiteral, CompId, Literal, PrimitiveType, Shape};

pub(crate) enum Comparator<'a, 'm> {
    Compiled {
        program: ScalarProgram,
        /// `values[k][p]`: element p of operand k.
        values: Vec<Vec<Val>>,
    },
    General {
        ev: &'a Evaluator<'m>,
        comp: CompId,
        args: Vec<Literal>,
    },
}

impl<'a, 'm> Comparator<'a, 'm> {
    /// Checks the comparator's signature against the operand types and compiles it if it can.
    pub(crate) fn new(
        ev: &'a Evaluator<'m>,
        comp: CompId,
        operands: &[&ArrayLiteral],
    ) -> Result<Self, String> {
        let types: Vec<PrimitiveType> = operands.iter().map(|o| o.ty).collect();
        let computation = ev
            .module
            .computations
            .get(comp.index())
            .ok_or_else(|| format!("comparator #{} does not exist", comp.index()))?;
        let param_types: Vec<PrimitiveType> = types.iter().flat_map(|&t| [t, t]).collect();
        let params: Vec<Shape> = param_types.iter().map(|&t| Shape::scalar(t)).collect();
        let sig = computation.program_shape();
        let ok = sig.parameters.len() == params.len()
            && sig
                .parameters
                .iter()
                .zip(&params)
                .all(|(a, b)| a.compatible(b));
        if !ok || !sig.result.compatible(&Shape::scalar(PrimitiveType::Pred)) {
            return Err(format!(
                "comparator {} has signature {sig}, expected {} scalars returning pred[]",
                computation.name,
                params.len()
            ));
        }
        if let Some(program) = ScalarProgram::compile(computation, &param_types) {
            let values = operands.iter().map(|o| decode(&o.data)).collect();
            if let (1, Some(values)) = (program.output_count(), values) {
                return Ok(Comparator::Compiled { program, values });
            }
        }
        let args = params
            .iter()
            .map(|s| ArrayLiteral::zeros(s.element_type(), vec![]).map(Literal::Array))
            .collect::<Result<_, _>>()?;
        Ok(Comparator::General { ev, comp, args })
    }

    /// `comparator(operands at i, operands at j)`: whether element i sorts before element j.
    /// Parameter 2k is operand k at i, parameter 2k+1 operand k at j.
    pub(crate) fn less(
        &mut self,
        operands: &[&ArrayLiteral],
        i: usize,
        j: usize,
    ) -> Result<bool, OpError> {
        match self {
            Comparator::Compiled { program, values } => {
                program.run(|param| {
                    let at = if param % 2 == 0 { i } else { j };
                    values[param / 2][at]
                });
                Ok(truth(program.output(0)))
            }
            Comparator::General { ev, comp, args } => {
                for (k, a) in operands.iter().enumerate() {
                    set_scalar(&mut args[2 * k], &a.data, i)?;
                    set_scalar(&mut args[2 * k + 1], &a.data, j)?;
                }
                match ev.call(*comp, args)? {
                    Literal::Array(ArrayLiteral {
                        data: ArrayData::Pred(v),
                        ..
                    }) if v.len() == 1 => Ok(v[0]),
                    other => Err(
                        format!("comparator returned {}, expected pred[]", other.shape()).into(),
                    ),
                }
            }
        }
    }
}

fn set_scalar(lit: &mut Literal, src: &ArrayData, i: usize) -> Result<(), String> {
    match lit {
        Literal::Array(a) => copy_element(&mut a.data, 0, src, i),
        _ => Err("internal error: scalar argument is not an array".into()),
    }
}

/// Every element of `data` as a value; `None` for storage the program cannot read.
fn decode(data: &ArrayData) -> Option<Vec<Val>> {
    (0..crate::util::len(data)).map(|i| load(data, i)).collect()
}
