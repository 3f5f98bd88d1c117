//! Prints the kernel IR of every fusion in a fused HLO module (`kiln opt --fuse` output):
//! `cargo run --release -p kiln-codegen --example dump_kir -- FILE.hlo`.

use kiln_codegen::kir::{Expr, Kernel, Stmt};
use kiln_codegen::lower::lower_computation;
use kiln_hlo::{parse_module, Opcode};

fn expr(e: &Expr) -> String {
    match e {
        Expr::Var(v) => format!("v{}", v.0),
        Expr::Int(x, _) => x.to_string(),
        Expr::Float(x, _) => format!("{x:?}"),
        Expr::Load { buffer, index } => format!("b{buffer}[{}]", expr(index)),
        Expr::Unary(op, x) => format!("{op:?}({})", expr(x)),
        Expr::Binary(op, a, b) => format!("{op:?}({}, {})", expr(a), expr(b)),
        Expr::Cmp { op, lhs, rhs, .. } => format!("{op:?}({}, {})", expr(lhs), expr(rhs)),
        Expr::Select(c, a, b) => format!("select({}, {}, {})", expr(c), expr(a), expr(b)),
        Expr::Fma(a, b, c) => format!("fma({}, {}, {})", expr(a), expr(b), expr(c)),
        Expr::Convert(t, x) => format!("convert<{t}>({})", expr(x)),
        Expr::Bitcast(t, x) => format!("bitcast<{t}>({})", expr(x)),
    }
}

fn stmts(k: &Kernel, body: &[Stmt], indent: usize) {
    let pad = "  ".repeat(indent);
    for s in body {
        match s {
            Stmt::Loop {
                var,
                extent,
                body,
                parallel,
                vector_width,
            } => {
                println!(
                    "{pad}for v{} in 0..{extent} (parallel={parallel}, width={vector_width}) {{",
                    var.0
                );
                stmts(k, body, indent + 1);
                println!("{pad}}}");
            }
            Stmt::Assign { var, value } => {
                println!("{pad}v{}: {} = {}", var.0, k.var_type(*var), expr(value))
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => println!("{pad}b{buffer}[{}] = {}", expr(index), expr(value)),
        }
    }
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: dump_kir FILE.hlo");
    let text = std::fs::read_to_string(&path).expect("read");
    let module = parse_module(&text).expect("parse");
    let entry = &module.computations[module.entry.index()];
    for instr in &entry.instructions {
        if instr.opcode != Opcode::Fusion {
            continue;
        }
        let Some(callee) = instr.attrs.calls.as_ref().and_then(|c| c.first()).copied() else {
            continue;
        };
        match lower_computation(&module, callee, &instr.name) {
            Ok(k) => {
                println!("kernel {}:", k.name);
                for (i, b) in k.buffers.iter().enumerate() {
                    println!("  b{i}: {} {:?} writable={}", b.ty, b.dims, b.writable);
                }
                stmts(&k, &k.body, 1);
            }
            Err(e) => println!("{}: {e}", instr.name),
        }
    }
}
