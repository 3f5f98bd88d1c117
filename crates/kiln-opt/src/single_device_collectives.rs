//! Single-device collectives ("single-device-collectives"): Kiln runs a program on one device,
//! where every collective is a plain value (`kiln_hlo::collectives`): `all-reduce`,
//! `all-gather`, `reduce-scatter` and `all-to-all` stand for their operands (a tuple of them
//! when the result is a tuple), a `collective-permute` for its operand or for zeros, and
//! `replica-id`/`partition-id` for the constant 0, and custom-calls that only annotate
//! sharding or placement for their operand.
//!
//! Why: JAX emits collectives for `shard_map` and `pmap` even over one device, and no backend
//! has kernels for them; once rewritten, the values fuse like any other. A collective that
//! needs other devices is kept, and evaluating it reports why.

use crate::constant_folding::constant_like;
use crate::pass::{any_instruction, Pass};
use crate::rewrite::rewrite_module;
use kiln_hlo::collectives::{is_single_device_collective, single_device, SingleDevice};
use kiln_hlo::{ArrayLiteral, Error, Instruction, Literal, Module, Opcode, Shape};

#[derive(Clone, Copy, Debug, Default)]
pub struct SingleDeviceCollectives;

impl Pass for SingleDeviceCollectives {
    fn name(&self) -> &'static str {
        "single-device-collectives"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        if !any_instruction(module, |i| {
            is_single_device_collective(i.opcode) || i.opcode == Opcode::CustomCall
        }) {
            return Ok((module.clone(), 0));
        }
        let patch = rewrite_module(module, |_, _, rw, old| {
            let instr = rw.old.instr(old);
            let Some(Ok(outcome)) = single_device(instr) else {
                rw.keep(old)?;
                return Ok(());
            };
            match outcome {
                SingleDevice::Operands if instr.shape.is_tuple() => {
                    let operands = rw.remap_all(&instr.operands)?;
                    let mut tuple = Instruction::new(
                        instr.name.clone(),
                        Opcode::Tuple,
                        instr.shape.clone(),
                        operands,
                    );
                    tuple.metadata = instr.metadata.clone();
                    rw.replace_with_new(old, tuple);
                }
                SingleDevice::Operands => {
                    let operand = rw.mapped(instr.operands[0])?;
                    let shape = &rw.get(operand).shape;
                    if *shape == instr.shape {
                        rw.replace_with(old, operand);
                    } else if shape.compatible(&instr.shape) {
                        // Same values in another layout: a copy.
                        let mut copy = Instruction::new(
                            instr.name.clone(),
                            Opcode::Copy,
                            instr.shape.clone(),
                            vec![operand],
                        );
                        copy.metadata = instr.metadata.clone();
                        rw.replace_with_new(old, copy);
                    } else {
                        rw.keep(old)?;
                    }
                }
                SingleDevice::Zeros | SingleDevice::DeviceZero => match zeros(&instr.shape) {
                    Some(literal) => {
                        rw.replace_with_new(old, constant_like(instr, literal));
                    }
                    None => {
                        rw.keep(old)?;
                    }
                },
            }
            Ok(())
        })?;
        patch.apply(module.clone())
    }
}

/// Zeros of an array shape.
fn zeros(shape: &Shape) -> Option<Literal> {
    let Shape::Array(array) = shape else {
        return None;
    };
    ArrayLiteral::zeros(array.ty, array.dims.clone())
        .ok()
        .map(Literal::Array)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_hlo::{parse_module, print_module};

    fn rewritten(text: &str) -> (Module, usize) {
        let module = parse_module(text).expect("parse");
        SingleDeviceCollectives.run(&module).expect("run")
    }

    const ADD: &str = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n";

    #[test]
    fn collectives_over_groups_of_one_become_their_values() {
        let text = format!(
            "HloModule m\n{ADD}ENTRY e {{\n  x = f32[4,3] parameter(0)\n  r = f32[4,3] all-reduce(x), channel_id=1, replica_groups={{{{0}}}}, use_global_device_ids=true, to_apply=add\n  g = f32[4,3] all-gather(r), channel_id=2, replica_groups={{{{0}}}}, dimensions={{0}}, use_global_device_ids=true\n  p = f32[4,3] collective-permute(g), channel_id=3, source_target_pairs={{{{0,0}}}}\n  z = f32[4,3] collective-permute(x), channel_id=4, source_target_pairs={{}}\n  i = u32[] partition-id()\n  ROOT t = (f32[4,3], f32[4,3], u32[]) tuple(p, z, i)\n}}\n"
        );
        let (module, changes) = rewritten(&text);
        assert_eq!(changes, 5);
        let printed = print_module(&module);
        for gone in [
            "all-reduce",
            "all-gather",
            "collective-permute",
            "partition-id",
        ] {
            assert!(!printed.contains(gone), "{gone} left in:\n{printed}");
        }
        let entry = &module.computations[module.entry.index()];
        let root = entry.instr(entry.root);
        let ops: Vec<&Instruction> = root.operands.iter().map(|&o| entry.instr(o)).collect();
        assert_eq!(
            ops[0].name, "x",
            "the permute of a gather of a reduce of x is x"
        );
        assert_eq!(ops[1].opcode, Opcode::Constant);
        assert_eq!(ops[2].opcode, Opcode::Constant);
    }

    #[test]
    fn a_collective_in_another_layout_becomes_a_copy() {
        let text = format!(
            "HloModule m\n{ADD}ENTRY e {{\n  x = f32[2,3]{{1,0}} parameter(0)\n  ROOT r = f32[2,3]{{0,1}} all-reduce(x), replica_groups={{{{0}}}}, to_apply=add\n}}\n"
        );
        let (module, changes) = rewritten(&text);
        assert_eq!(changes, 1);
        let entry = &module.computations[module.entry.index()];
        let root = entry.instr(entry.root);
        assert_eq!(root.opcode, Opcode::Copy);
        assert_eq!(root.shape.to_string(), "f32[2,3]{0,1}");
    }

    #[test]
    fn variadic_all_reduce_becomes_a_tuple_of_its_operands() {
        let text = format!(
            "HloModule m\n{ADD}ENTRY e {{\n  x = f32[2] parameter(0)\n  y = f32[3] parameter(1)\n  ROOT r = (f32[2], f32[3]) all-reduce(x, y), replica_groups={{}}, to_apply=add\n}}\n"
        );
        let (module, changes) = rewritten(&text);
        assert_eq!(changes, 1);
        let entry = &module.computations[module.entry.index()];
        assert_eq!(entry.instr(entry.root).opcode, Opcode::Tuple);
    }

    #[test]
    fn sharding_annotations_become_their_operand() {
        let text = "HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  s = f32[4] custom-call(x), custom_call_target=\"Sharding\", sharding={replicated}\n  ROOT r = f32[4] custom-call(s), custom_call_target=\"xla.sdy.FuncResultSharding\", custom_call_has_side_effect=true\n}\n";
        let (module, changes) = rewritten(text);
        assert_eq!(changes, 2);
        let entry = &module.computations[module.entry.index()];
        assert_eq!(entry.instr(entry.root).name, "x");
        let other = "HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT r = f32[4] custom-call(x), custom_call_target=\"my_kernel\"\n}\n";
        assert_eq!(rewritten(other).1, 0, "other custom-calls stay");
    }

    #[test]
    fn collectives_that_need_other_devices_are_kept() {
        let text = format!(
            "HloModule m\n{ADD}ENTRY e {{\n  x = f32[4] parameter(0)\n  ROOT r = f32[4] all-reduce(x), replica_groups={{{{0,1}}}}, to_apply=add\n}}\n"
        );
        let (module, changes) = rewritten(&text);
        assert_eq!(changes, 0);
        let entry = &module.computations[module.entry.index()];
        assert_eq!(entry.instr(entry.root).opcode, Opcode::AllReduce);
    }
}
