//! Loop-invariant values of a vector loop, computed once before its steps.
//!
//! A uniform expression of the body that reads no variable the loop assigns (its counter, its
//! inner loops' counters, any variable its statements define) and no buffer the kernel stores
//! to has the same value on every step. Emitted where it is used, every step recomputes it: a
//! broadcast scale such as `x · min(norm, 1)` pays the NaN-propagating minimum (a dozen
//! instructions and two branches) for every four elements it scales, more than their loads,
//! multiply and store. The vector loop emits these expressions once, in a block that runs only
//! when at least one step does (a load there reads only what the first step would read), and
//! the steps take that value instead (`FnEmitter::hoisted`, looked up by the expression's
//! address in the body, so only the body's own nodes match).
//!
//! Buffers the kernel never stores to are not written while it runs: a kernel whose result
//! shares an operand's buffer reads that operand only elementwise (`kiln_opt`'s in-place
//! rules), at the index the same iteration stores, which is never loop-invariant.

use crate::kir::{Expr, Kernel, Stmt, Var};

/// The maximal non-trivial subexpressions of `body` (the body of the loop over `loop_var`)
/// that are invariant in the loop, in the order the body reads them.
pub(super) fn invariant_exprs<'b>(k: &Kernel, loop_var: Var, body: &'b [Stmt]) -> Vec<&'b Expr> {
    let mut stored = vec![false; k.buffers.len()];
    stores(&k.body, &mut stored);
    let mut assigned = vec![false; k.var_types.len()];
    assigned[loop_var.0 as usize] = true;
    assignments(body, &mut assigned);
    let scope = Scope {
        stored: &stored,
        assigned: &assigned,
    };
    let mut out = Vec::new();
    for s in body {
        scope.collect_stmt(s, &mut out);
    }
    out
}

struct Scope<'a> {
    stored: &'a [bool],
    assigned: &'a [bool],
}

impl Scope<'_> {
    fn collect_stmt<'b>(&self, s: &'b Stmt, out: &mut Vec<&'b Expr>) {
        match s {
            // A loop of no iterations evaluates nothing (`FnEmitter::vstmt` emits none).
            Stmt::Loop { extent: 0, .. } => {}
            Stmt::Loop { body, .. } => body.iter().for_each(|s| self.collect_stmt(s, out)),
            Stmt::Assign { value, .. } => self.collect(value, out),
            Stmt::Store { index, value, .. } => {
                self.collect(index, out);
                self.collect(value, out);
            }
        }
    }

    fn collect<'b>(&self, e: &'b Expr, out: &mut Vec<&'b Expr>) {
        if !self.invariant(e) {
            e.operands().for_each(|x| self.collect(x, out));
            return;
        }
        let trivial = matches!(e, Expr::Var(_) | Expr::Int(..) | Expr::Float(..));
        if !trivial && !out.iter().any(|o| std::ptr::eq(*o, e)) {
            out.push(e);
        }
    }

    fn invariant(&self, e: &Expr) -> bool {
        match e {
            Expr::Var(v) => !self.assigned[v.0 as usize],
            Expr::Load { buffer, .. } if self.stored[*buffer as usize] => false,
            _ => e.operands().all(|x| self.invariant(x)),
        }
    }
}

fn stores(stmts: &[Stmt], stored: &mut [bool]) {
    for s in stmts {
        match s {
            Stmt::Loop { body, .. } => stores(body, stored),
            Stmt::Assign { .. } => {}
            Stmt::Store { buffer, .. } => stored[*buffer as usize] = true,
        }
    }
}

fn assignments(stmts: &[Stmt], assigned: &mut [bool]) {
    for s in stmts {
        match s {
            Stmt::Loop { var, body, .. } => {
                assigned[var.0 as usize] = true;
                assignments(body, assigned);
            }
            Stmt::Assign { var, .. } => assigned[var.0 as usize] = true,
            Stmt::Store { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kir::build::*;
    use crate::kir::{BinaryOp, BufferParam, ScalarType};

    fn buffer(name: &str, n: i64, writable: bool) -> BufferParam {
        BufferParam {
            name: name.into(),
            ty: ScalarType::F32,
            dims: vec![n],
            writable,
            resident: false,
        }
    }

    /// `o[i] = a[i] * min(s[r], 1) + t` in a loop over `i` (inside one over `r`), with `t`
    /// assigned in the body, an inner loop folding `s[j]`, and a read of a buffer the kernel
    /// stores: only `min(s[r], 1)` and `s[r + 1] * 2` are the same on every iteration.
    #[test]
    fn only_expressions_of_outer_variables_and_unstored_buffers() {
        let mut k = Kernel::new("k");
        let (a, s) = (
            k.add_buffer(buffer("a", 8, false)),
            k.add_buffer(buffer("s", 8, false)),
        );
        let (o, p) = (
            k.add_buffer(buffer("o", 8, true)),
            k.add_buffer(buffer("p", 1, true)),
        );
        let (r, i, j) = (
            k.new_var(ScalarType::S64),
            k.new_var(ScalarType::S64),
            k.new_var(ScalarType::S64),
        );
        let t = k.new_var(ScalarType::F32);
        let scale = bin(
            BinaryOp::Min,
            load(s, var(r)),
            Expr::Float(1.0, ScalarType::F32),
        );
        let other = mul(
            load(s, add(var(r), i64c(1))),
            Expr::Float(2.0, ScalarType::F32),
        );
        let body = vec![
            Stmt::Assign {
                var: t,
                value: mul(other.clone(), load(p, i64c(0))),
            },
            Stmt::Loop {
                var: j,
                extent: 3,
                parallel: false,
                vector_width: 1,
                body: vec![Stmt::Assign {
                    var: t,
                    value: add(var(t), load(s, var(j))),
                }],
            },
            Stmt::Store {
                buffer: o,
                index: var(i),
                value: add(mul(load(a, var(i)), scale.clone()), var(t)),
            },
        ];
        k.body = vec![Stmt::Loop {
            var: r,
            extent: 2,
            parallel: true,
            vector_width: 1,
            body: vec![
                Stmt::Store {
                    buffer: p,
                    index: i64c(0),
                    value: Expr::Float(0.0, ScalarType::F32),
                },
                Stmt::Loop {
                    var: i,
                    extent: 4,
                    parallel: false,
                    vector_width: 4,
                    body: body.clone(),
                },
            ],
        }];
        let found: Vec<Expr> = invariant_exprs(&k, i, &body).into_iter().cloned().collect();
        assert_eq!(found, vec![other, scale]);
    }
}
