//! Control flow and plumbing: call, fusion, while, conditional, opt-barrier, tokens, copies.

use super::util::{array, human, human_program};
use super::Ctx;
use crate::attrs::CompId;
use crate::opcode::Opcode;
use crate::shape::{ProgramShape, Shape};
use crate::types::PrimitiveType;

pub fn infer(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    match ctx.opcode {
        Call => call_like(ctx, ctx.attrs.to_apply, "to_apply"),
        Fusion => {
            let calls = ctx.require(&ctx.attrs.calls, "calls")?;
            match calls.as_slice() {
                [comp] => call_like(ctx, Some(*comp), "calls"),
                _ => Err(format!(
                    "fusion calls exactly one computation, got {}",
                    calls.len()
                )),
            }
        }
        While => while_loop(ctx),
        Conditional => conditional(ctx),
        OptimizationBarrier | AddDependency | Domain => Ok(ctx.operand(0)?.clone()),
        AfterAll => {
            for (i, s) in ctx.operands.iter().enumerate() {
                if **s != Shape::Token {
                    return Err(format!(
                        "after-all operands must be tokens, operand {i} is {}",
                        human(s)
                    ));
                }
            }
            Ok(Shape::Token)
        }
        // copy-start produces (destination, source, context); copy-done yields the destination.
        CopyStart => {
            let s = ctx.operand(0)?.clone();
            Ok(Shape::Tuple(vec![
                s.clone(),
                s,
                array(PrimitiveType::U32, vec![]),
            ]))
        }
        CopyDone => match ctx.operand(0)?.as_tuple() {
            Some([dest, _, _]) => Ok(dest.clone()),
            _ => Err(format!(
                "copy-done expects a copy-start tuple (dest, src, u32[]), got {}",
                human(ctx.operand(0)?)
            )),
        },
        PartitionId | ReplicaId => Ok(array(PrimitiveType::U32, vec![])),
        RngGetAndUpdateState => Ok(array(PrimitiveType::U64, vec![2])),
        other => Err(format!("no shape rule for {other}")),
    }
}

/// Checks that `sig` takes exactly `args` (compatible shapes, in order).
pub fn expect_params(sig: &ProgramShape, args: &[&Shape], what: &str) -> Result<(), String> {
    let ok = sig.parameters.len() == args.len()
        && sig
            .parameters
            .iter()
            .zip(args)
            .all(|(p, a)| p.compatible(a));
    if !ok {
        let want: Vec<String> = args.iter().map(|a| human(a)).collect();
        return Err(format!(
            "{what} must take ({}), but its signature is {}",
            want.join(", "),
            human_program(sig)
        ));
    }
    Ok(())
}

/// call and fusion: the callee takes the operands and its result is the instruction's.
fn call_like(ctx: &Ctx, comp: Option<CompId>, attr: &str) -> Result<Shape, String> {
    let sig = ctx.called(comp, attr)?;
    let name = comp.map(|c| ctx.comp_name(c)).unwrap_or("?");
    expect_params(&sig, ctx.operands, &format!("{attr} computation {name}"))?;
    Ok(sig.result)
}

/// while: the condition maps the state to pred[]; the body maps the state to itself.
fn while_loop(ctx: &Ctx) -> Result<Shape, String> {
    let state = ctx.operand(0)?;
    let cond = ctx.called(ctx.attrs.condition, "condition")?;
    let body = ctx.called(ctx.attrs.body, "body")?;
    expect_params(&cond, &[state], "the while condition")?;
    if !cond.result.compatible(&array(PrimitiveType::Pred, vec![])) {
        return Err(format!(
            "the while condition must return pred[], but its signature is {}",
            human_program(&cond)
        ));
    }
    expect_params(&body, &[state], "the while body")?;
    if !body.result.compatible(state) {
        return Err(format!(
            "the while body must return the loop state {}, but its signature is {}",
            human(state),
            human_program(&body)
        ));
    }
    Ok(state.clone())
}

/// conditional: a pred[] selects true/false computations, an s32[] indexes
/// branch_computations (out of range picks the last); each branch takes its own operand and
/// all return the same shape.
fn conditional(ctx: &Ctx) -> Result<Shape, String> {
    let selector = ctx.scalar(0)?;
    let a = ctx.attrs;
    let branches: Vec<CompId> = match (selector.ty, &a.branch_computations) {
        (PrimitiveType::Pred, None) => vec![
            *ctx.require(&a.true_computation, "true_computation")?,
            *ctx.require(&a.false_computation, "false_computation")?,
        ],
        (PrimitiveType::S32, Some(b)) if !b.is_empty() => b.clone(),
        // XLA's internal form: a pred selector with two branch_computations (true, false).
        (PrimitiveType::Pred, Some(b)) if b.len() == 2 => b.clone(),
        (ty, _) => {
            return Err(format!(
                "conditional needs a pred[] selector with true/false computations or an s32[] \
                 index with branch_computations, got a {ty}[] selector"
            ))
        }
    };
    if ctx.operands.len() != branches.len() + 1 {
        return Err(format!(
            "conditional with {} branches takes {} operands (selector and one per branch), got {}",
            branches.len(),
            branches.len() + 1,
            ctx.operands.len()
        ));
    }
    let mut result: Option<Shape> = None;
    for (i, &b) in branches.iter().enumerate() {
        let sig = ctx.called(Some(b), "branch")?;
        let what = format!("branch {i} ({})", ctx.comp_name(b));
        expect_params(&sig, &[ctx.operand(i + 1)?], &what)?;
        match &result {
            Some(r) if !r.compatible(&sig.result) => {
                return Err(format!(
                "all branches must return the same shape: branch 0 returns {}, {what} returns {}",
                human(r),
                human(&sig.result)
            ))
            }
            Some(_) => {}
            None => result = Some(sig.result),
        }
    }
    result.ok_or_else(|| "conditional has no branches".to_string())
}
