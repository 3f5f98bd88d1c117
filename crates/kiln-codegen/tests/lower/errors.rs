//! What the lowering refuses (with an error naming the instruction), and lowering single
//! instructions.

use crate::harness::{compare_kernel, parse, random_args, Tol};
use kiln_codegen::lower::{lower_computation, lower_instruction};
use kiln_eval::Evaluator;
use kiln_hlo::{CompId, InstrId, Literal, Opcode};

fn refusal(hlo: &str) -> kiln_codegen::lower::LowerError {
    let m = parse(hlo);
    lower_computation(&m, m.entry, "k").expect_err("must be refused")
}

#[test]
fn unsupported_ops_are_named() {
    let e = refusal(
        "HloModule m\nENTRY e {\n  a = f32[2,3] parameter(0)\n  b = f32[3,4] parameter(1)\n  d = f32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n  ROOT r = f32[2,4] negate(d)\n}\n",
    );
    assert_eq!((e.instruction.as_str(), e.opcode), ("d", Some(Opcode::Dot)));
    assert!(e.to_string().contains("cannot lower d (dot)"), "{e}");
}

#[test]
fn types_and_values_without_kernel_form_are_refused() {
    let complex = refusal(
        "HloModule m\nENTRY e {\n  a = c64[3] parameter(0)\n  ROOT r = c64[3] negate(a)\n}\n",
    );
    assert!(complex.reason.contains("c64"), "{complex}");
    let constant = refusal(
        "HloModule m\nENTRY e {\n  a = s32[17] parameter(0)\n  k = s32[17] constant({1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17})\n  ROOT r = s32[17] add(a, k)\n}\n",
    );
    assert_eq!(constant.instruction, "k");
    let tuple = refusal(
        "HloModule m\nENTRY e {\n  t = (f32[2], f32[2]) parameter(0)\n  ROOT g = f32[2] get-tuple-element(t), index=0\n}\n",
    );
    assert_eq!(tuple.instruction, "t");
    let f16_bits = refusal(
        "HloModule m\nENTRY e {\n  a = f16[4] parameter(0)\n  ROOT r = s16[4] bitcast-convert(a)\n}\n",
    );
    assert_eq!(f16_bits.opcode, Some(Opcode::BitcastConvert));
}

#[test]
fn missing_computations_and_instructions_are_errors() {
    let m = parse("HloModule m\nENTRY e {\n  ROOT a = f32[2] parameter(0)\n}\n");
    assert!(lower_computation(&m, CompId(5), "k").is_err());
    assert!(lower_instruction(&m, m.entry, InstrId(9)).is_err());
}

/// Lowers instruction `name` of the entry computation alone and checks it against the
/// interpreter run on the same operand values.
fn check_instruction(hlo: &str, name: &str) {
    let m = parse(hlo);
    let comp = m.entry_computation();
    let id = comp.find(name).expect("instruction");
    let kernel = lower_instruction(&m, m.entry, id).unwrap_or_else(|e| panic!("{e}"));
    let args = random_args(&m, 1);
    let ev = Evaluator::new(&m);
    let all = ev.run(&args).expect("runs");
    let operands: Vec<Literal> = match comp.instr(id).opcode {
        Opcode::Fusion => args.clone(),
        _ => comp
            .instr(id)
            .operands
            .iter()
            .map(|_| args[0].clone())
            .collect(),
    };
    compare_kernel(&kernel, &operands, &all, Tol::Exact).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn single_instructions_and_fusions() {
    check_instruction(
        "HloModule m\nENTRY e {\n  a = f32[5,7] parameter(0)\n  ROOT r = f32[5,7] multiply(a, a)\n}\n",
        "r",
    );
    check_instruction(
        "HloModule m\nENTRY e {\n  a = f32[5,7] parameter(0)\n  ROOT r = f32[7,5] transpose(a), dimensions={1,0}\n}\n",
        "r",
    );
    check_instruction(
        "HloModule m\nadd {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\nf {\n  p = f32[5,7] parameter(0)\n  z = f32[] constant(0)\n  e = f32[5,7] exponential(p)\n  ROOT r = f32[5] reduce(e, z), dimensions={1}, to_apply=add\n}\nENTRY e {\n  a = f32[5,7] parameter(0)\n  ROOT r = f32[5] fusion(a), kind=kInput, calls=f\n}\n",
        "r",
    );
}

fn chain(n: usize) -> String {
    let mut hlo = String::from("HloModule m\nENTRY e {\n  x0 = f32[4,3] parameter(0)\n");
    for i in 1..=n {
        let op = ["negate", "abs", "exponential", "tanh"][i % 4];
        hlo += &format!("  x{i} = f32[4,3] {op}(x{})\n", i - 1);
    }
    hlo += &format!("  ROOT r = f32[4,3] copy(x{n})\n}}\n");
    hlo
}

/// Deep graphs lower up to a depth limit and are refused beyond it, without exhausting the
/// (2 MiB) stack of a test thread.
#[test]
fn deep_chains_lower_or_are_refused() {
    crate::harness::check(&chain(350), Tol::Exact);
    let e = refusal(&chain(2000));
    assert!(e.reason.contains("too deep"), "{e}");
}
