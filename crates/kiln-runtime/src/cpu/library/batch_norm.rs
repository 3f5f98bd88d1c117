//! `batch-norm-training`, `batch-norm-inference` and `batch-norm-grad` over the buffers: the
//! operands are read as f64, as the interpreter reads literals, computed by the interpreter's
//! own routines (`kiln_eval::routines::batch_norm_*`) and rounded once into the results: bit
//! for bit its results.

use super::buffer::{load_f64, operand_bufs, result_bufs, store_f64, stores_f64, Buf};
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::{
    batch_norm_grad, batch_norm_inference, batch_norm_training, FeatureView,
};
use kiln_hlo::{Error, Opcode};

/// One planned batch-norm op of any of the three kinds.
pub struct BatchNormCall {
    op: Opcode,
    operands: Vec<Buf>,
    results: Vec<Buf>,
    view: FeatureView,
    epsilon: f64,
}

/// Plans the batch-norm op in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let operands = (0..instr.operands.len())
        .map(|i| {
            let [b] = operand_bufs(ctx, i)?
                .try_into()
                .map_err(|_| "expected an array operand")?;
            Ok(b)
        })
        .collect::<Result<Vec<Buf>, String>>()?;
    let results = result_bufs(ctx)?;
    let x = operands.first().ok_or("batch norm needs an operand")?;
    let feature_index = instr.attrs.feature_index.ok_or("missing `feature_index`")?;
    let view = FeatureView::of(&x.dims, feature_index)?;
    // Operand lengths: the operand (and grad_output) whole, the others one per feature.
    let (whole, outputs): (&[usize], usize) = match instr.opcode {
        Opcode::BatchNormTraining => (&[0], 3),
        Opcode::BatchNormInference => (&[0], 1),
        Opcode::BatchNormGrad => (&[0, 4], 3),
        other => return Err(format!("{other} is not a batch-norm op")),
    };
    let arity = match instr.opcode {
        Opcode::BatchNormTraining => 3,
        _ => 5,
    };
    let lengths_ok = operands.iter().enumerate().all(|(i, b)| {
        stores_f64(b.ty)
            && b.len
                == if whole.contains(&i) {
                    x.len
                } else {
                    view.features
                }
    });
    let results_ok = results.len() == outputs
        && results.iter().enumerate().all(|(i, r)| {
            r.ty == x.ty
                && stores_f64(r.ty)
                && if i == 0 {
                    r.dims == x.dims
                } else {
                    r.len == view.features
                }
        });
    if operands.len() != arity || !lengths_ok || !results_ok {
        return Err("batch-norm operands or results do not fit".into());
    }
    Ok(Box::new(BatchNormCall {
        op: instr.opcode,
        operands,
        results,
        view,
        epsilon: instr.attrs.epsilon.map(|e| e.0 as f64).unwrap_or(0.0),
    }))
}

impl LibraryCall for BatchNormCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let v = self
            .operands
            .iter()
            .map(|b| {
                load_f64(b, buffers)?
                    .ok_or_else(|| Error::msg(format!("cannot read {} values", b.ty)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let (view, eps) = (&self.view, self.epsilon);
        let outputs: Vec<Vec<f64>> = match self.op {
            Opcode::BatchNormTraining => batch_norm_training(view, &v[0], &v[1], &v[2], eps).into(),
            Opcode::BatchNormInference => vec![batch_norm_inference(
                view, &v[0], &v[1], &v[2], &v[3], &v[4], eps,
            )],
            _ => batch_norm_grad(view, &v[0], &v[1], &v[2], &v[3], &v[4], eps).into(),
        };
        for (r, values) in self.results.iter().zip(&outputs) {
            store_f64(r, buffers, values)?;
        }
        Ok(())
    }
}
