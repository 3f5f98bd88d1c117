//! Unroll and jam of short reductions: a loop over outputs whose body folds each output's
//! terms in one chain (a sum of up to 128 terms, which kiln-eval folds in order) runs
//! [`COPIES`] outputs per iteration, their chains updated side by side in one inner loop.
//!
//! A chain of float adds waits the add's latency per term, whatever the vector width;
//! independent chains hide it, and the vector loop packs four accumulators of one op into the
//! lanes of one vector (`vector::accumulate`), so a step of four terms for four outputs is a
//! transpose and four vector ops, and eight outputs make two such vectors whose chains
//! overlap (four outputs left the one vector's chain the bound: 0.75 cycles per term).
//! Each output's terms are still folded in order: the results are the scalar loop's, bit
//! for bit.
//!
//! The loop (`for v { P; for t { I }; Q }`: straight-line statements around one innermost
//! loop) qualifies when its iterations are independent: no buffer it stores to is loaded in
//! it, and every variable it reads is either assigned before the read in the same iteration
//! or never assigned in it. Variables it assigns must not be read after it. The inner loop
//! must carry an accumulator whose op depends on the order (an add or a multiply; a max or
//! min chain is already spread over lanes, and a plain row max is a helper call). Iteration
//! `v + c` of copy `c` gets fresh variables for everything the body assigns (copy 0 keeps the
//! originals); the emitter runs the jammed body on `[lo, lo + C⌊(hi - lo) / C⌋)` in steps of
//! `C` = [`COPIES`] and the original body on the rest.

use crate::kir::{accumulator_updates, BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};
use std::collections::{HashMap, HashSet};

/// Outputs folded side by side (a power of two).
pub(super) const COPIES: i64 = 8;

/// The jammed bodies of a kernel's qualifying loops, by loop variable, with the kernel their
/// fresh variables were added to.
pub(super) struct Jams {
    pub kernel: Kernel,
    pub bodies: HashMap<Var, Vec<Stmt>>,
}

/// Finds every qualifying loop of `kernel` (see the module comment); `None` when there is
/// none.
pub(super) fn plan(kernel: &Kernel) -> Option<Jams> {
    let mut found = Vec::new();
    collect(&kernel.body, &mut found);
    if found.is_empty() {
        return None;
    }
    let mut k = kernel.clone();
    let mut bodies = HashMap::new();
    for (var, body) in found {
        if let Some(jammed) = jam(&mut k, kernel, var, body) {
            bodies.insert(var, jammed);
        }
    }
    (!bodies.is_empty()).then_some(Jams { kernel: k, bodies })
}

/// Loops of `stmts` (nested ones included) whose body has the jam's shape: scalar (width 1),
/// straight-line statements around exactly one innermost vector loop that carries an
/// order-dependent accumulator.
fn collect<'s>(stmts: &'s [Stmt], out: &mut Vec<(Var, &'s [Stmt])>) {
    for s in stmts {
        let Stmt::Loop {
            var,
            body,
            vector_width,
            extent,
            ..
        } = s
        else {
            continue;
        };
        let loops: Vec<&Stmt> = body
            .iter()
            .filter(|s| matches!(s, Stmt::Loop { .. }))
            .collect();
        let inner_ok = match loops.as_slice() {
            [Stmt::Loop {
                body: inner,
                vector_width: 4,
                ..
            }] => {
                !inner.iter().any(|s| matches!(s, Stmt::Loop { .. }))
                    && accumulator_updates(inner)
                        .iter()
                        .any(|(_, op, _)| matches!(op, BinaryOp::Add | BinaryOp::Mul))
            }
            _ => false,
        };
        if *vector_width == 1 && *extent >= COPIES && inner_ok {
            out.push((*var, body));
        } else {
            collect(body, out);
        }
    }
}

/// The jammed body of the loop over `var` with body `body` (of `original`), its fresh
/// variables added to `k`; `None` when the iterations are not independent.
fn jam(k: &mut Kernel, original: &Kernel, var: Var, body: &[Stmt]) -> Option<Vec<Stmt>> {
    let inner_var = body.iter().find_map(|s| match s {
        Stmt::Loop { var, .. } => Some(*var),
        _ => None,
    })?;
    // Buffers stored to must not be loaded anywhere in the body.
    let mut stored = HashSet::new();
    let mut loaded = HashSet::new();
    visit_stmts(body, &mut |s| match s {
        Stmt::Store {
            buffer,
            index,
            value,
        } => {
            stored.insert(*buffer);
            loads(index, &mut loaded);
            loads(value, &mut loaded);
        }
        Stmt::Assign { value, .. } => loads(value, &mut loaded),
        Stmt::Loop { .. } => {}
    });
    if stored.iter().any(|b| loaded.contains(b)) {
        return None;
    }
    // Every variable read is assigned earlier in the iteration or never in it.
    let mut assigned = HashSet::new();
    visit_stmts(body, &mut |s| {
        if let Stmt::Assign { var, .. } = s {
            assigned.insert(*var);
        }
    });
    if assigned.contains(&var) || assigned.contains(&inner_var) {
        return None;
    }
    if !reads_before_writes(body, &assigned, &mut HashSet::new()) {
        return None;
    }
    // Nothing after the loop may read what the body assigns (its last iteration's values).
    if read_outside(&original.body, var, &assigned) {
        return None;
    }
    // In variable order, so that the same kernel always gets the same variables.
    let mut assigned: Vec<Var> = assigned.into_iter().collect();
    assigned.sort_by_key(|v| v.0);
    let mut copies: Vec<HashMap<Var, Var>> = Vec::new();
    for c in 0..COPIES {
        let mut names = HashMap::new();
        for &a in &assigned {
            let fresh = if c == 0 { a } else { k.new_var(k.var_type(a)) };
            names.insert(a, fresh);
        }
        copies.push(names);
    }
    let rewrite = |c: usize, s: &Stmt| rename_stmt(s, &copies[c], var, c as i64);
    let mut out = Vec::new();
    let split = body.iter().position(|s| matches!(s, Stmt::Loop { .. }))?;
    for c in 0..copies.len() {
        out.extend(body[..split].iter().map(|s| rewrite(c, s)));
    }
    let Stmt::Loop {
        var: t,
        extent,
        body: inner,
        parallel,
        vector_width,
    } = &body[split]
    else {
        return None;
    };
    let mut jammed_inner = Vec::new();
    for c in 0..copies.len() {
        jammed_inner.extend(inner.iter().map(|s| rewrite(c, s)));
    }
    out.push(Stmt::Loop {
        var: *t,
        extent: *extent,
        body: jammed_inner,
        parallel: *parallel,
        vector_width: *vector_width,
    });
    for c in 0..copies.len() {
        out.extend(body[split + 1..].iter().map(|s| rewrite(c, s)));
    }
    Some(out)
}

/// Whether every variable of `assigned` that `stmts` read is assigned before the read
/// (`defined` holds those assigned so far; a loop body may read its accumulators, assigned
/// before the loop).
fn reads_before_writes(
    stmts: &[Stmt],
    assigned: &HashSet<Var>,
    defined: &mut HashSet<Var>,
) -> bool {
    for s in stmts {
        let ok = match s {
            Stmt::Assign { var, value } => {
                let ok = reads_defined(value, assigned, defined);
                defined.insert(*var);
                ok
            }
            Stmt::Store { index, value, .. } => {
                reads_defined(index, assigned, defined) && reads_defined(value, assigned, defined)
            }
            Stmt::Loop { body, .. } => reads_before_writes(body, assigned, defined),
        };
        if !ok {
            return false;
        }
    }
    true
}

fn reads_defined(e: &Expr, assigned: &HashSet<Var>, defined: &HashSet<Var>) -> bool {
    match e {
        Expr::Var(v) => !assigned.contains(v) || defined.contains(v),
        _ => e.operands().all(|x| reads_defined(x, assigned, defined)),
    }
}

/// Whether any statement of `stmts` outside the loop over `var` reads a variable of `vars`.
fn read_outside(stmts: &[Stmt], var: Var, vars: &HashSet<Var>) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Loop { var: v, .. } if *v == var => false,
        Stmt::Loop { body, .. } => read_outside(body, var, vars),
        Stmt::Assign { value, .. } => reads_any(value, vars),
        Stmt::Store { index, value, .. } => reads_any(index, vars) || reads_any(value, vars),
    })
}

fn reads_any(e: &Expr, vars: &HashSet<Var>) -> bool {
    match e {
        Expr::Var(v) => vars.contains(v),
        _ => e.operands().any(|x| reads_any(x, vars)),
    }
}

fn visit_stmts(stmts: &[Stmt], f: &mut impl FnMut(&Stmt)) {
    for s in stmts {
        f(s);
        if let Stmt::Loop { body, .. } = s {
            visit_stmts(body, f);
        }
    }
}

fn loads(e: &Expr, out: &mut HashSet<u32>) {
    if let Expr::Load { buffer, .. } = e {
        out.insert(*buffer);
    }
    e.operands().for_each(|x| loads(x, out));
}

/// `s` for copy `c`: variables renamed by `names`, the loop variable `var` read as `var + c`.
fn rename_stmt(s: &Stmt, names: &HashMap<Var, Var>, var: Var, c: i64) -> Stmt {
    let expr = |e: &Expr| rename_expr(e, names, var, c);
    match s {
        Stmt::Assign { var: a, value } => Stmt::Assign {
            var: names.get(a).copied().unwrap_or(*a),
            value: expr(value),
        },
        Stmt::Store {
            buffer,
            index,
            value,
        } => Stmt::Store {
            buffer: *buffer,
            index: expr(index),
            value: expr(value),
        },
        Stmt::Loop {
            var: v,
            extent,
            body,
            parallel,
            vector_width,
        } => Stmt::Loop {
            var: *v,
            extent: *extent,
            body: body.iter().map(|s| rename_stmt(s, names, var, c)).collect(),
            parallel: *parallel,
            vector_width: *vector_width,
        },
    }
}

fn rename_expr(e: &Expr, names: &HashMap<Var, Var>, var: Var, c: i64) -> Expr {
    match e {
        Expr::Var(v) if *v == var && c > 0 => Expr::Binary(
            BinaryOp::Add,
            Box::new(Expr::Var(var)),
            Box::new(Expr::Int(c, ScalarType::S64)),
        ),
        Expr::Var(v) => Expr::Var(names.get(v).copied().unwrap_or(*v)),
        _ => e.map_operands(|x| rename_expr(x, names, var, c)),
    }
}
