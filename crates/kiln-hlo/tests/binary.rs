//! The binary module encoding: `decode(encode(m)) == m` for every corpus and benchmark module,
//! an XLA dump with metadata, stack frames and verbatim attributes, and a hand-built module
//! with every attribute and every literal storage type; the canonical stream ignores exactly
//! names, metadata, frontend attributes and stack frames. (Corrupted input: `binary_corruption.rs`.)

use half::{bf16, f16};
use kiln_hlo::binary::{decode_module, encode_module, write_canonical};
use kiln_hlo::*;
use num_complex::{Complex32, Complex64};
use std::path::PathBuf;

fn shared() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared"))
}

/// (name, module) of every corpus `model.hlo` and every benchmark `.hlo`.
fn corpus_modules() -> Vec<(String, Module)> {
    let mut paths = Vec::new();
    for entry in std::fs::read_dir(shared().join("corpus")).unwrap() {
        let path = entry.unwrap().path().join("model.hlo");
        if path.exists() {
            paths.push(path);
        }
    }
    for entry in std::fs::read_dir(shared().join("bench")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "hlo") {
            paths.push(path);
        }
    }
    paths.sort();
    let modules: Vec<_> = paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap();
            let module = parse_module_file(p, &text).unwrap();
            (p.display().to_string(), module)
        })
        .collect();
    assert!(modules.len() >= 230, "found {} modules", modules.len());
    modules
}

/// A change to a module, named in the tests below.
type Edit = fn(&mut Module);

fn canonical(module: &Module) -> Vec<u8> {
    let mut out = Vec::new();
    write_canonical(module, &mut |chunk| out.extend_from_slice(chunk));
    out
}

const DUMP: &str = r#"HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[8,128]{1,0}, f32[128]{0})->(f32[8,128]{1,0}, s32[])}, allow_spmd_sharding_propagation_to_output={true}, frontend_attributes={fingerprint_before_lhs="3f2a"}

FileNames
1 "/tmp/x.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=12 end_line=12 column=3 end_column=10}

StackFrames
1 {file_location_id=1 parent_frame_id=0}

%fused_computation (param_0.1: f32[8,128], param_1.2: f32[128]) -> f32[8,128] {
  %param_0.1 = f32[8,128]{1,0} parameter(0)
  %param_1.2 = f32[128]{0} parameter(1)
  %broadcast.1 = f32[8,128]{1,0} broadcast(f32[128]{0} %param_1.2), dimensions={1}, metadata={op_type="add" op_name="jit(f)/add" source_file="/tmp/x.py" source_line=12 stack_frame_id=1}
  ROOT %add.0 = f32[8,128]{1,0} add(f32[8,128]{1,0} %param_0.1, f32[8,128]{1,0} %broadcast.1), metadata={op_type="add" op_name="jit(f)/add" source_file="/tmp/x.py" source_line=12 deduplicated_name="fusion"}
}

%host (p: s32[]) -> s32[] {
  ROOT %p = s32[] parameter(0)
}, execution_thread="host"

ENTRY %main.4 (Arg_0.1: f32[8,128], Arg_1.2: f32[128]) -> (f32[8,128], s32[]) {
  %Arg_0.1 = f32[8,128]{1,0} parameter(0), sharding={replicated}, metadata={op_name="x"}
  %Arg_1.2 = f32[128]{0} parameter(1), sharding={devices=[2,1]0,1}
  %constant.3 = f32[128]{0} constant({...})
  %c = s32[] constant(7)
  %loop_add_fusion = f32[8,128]{1,0} fusion(f32[8,128]{1,0} %Arg_0.1, f32[128]{0} %Arg_1.2), kind=kLoop, calls=%fused_computation, backend_config={"outer_dimension_partitions":["2"],"flag":true}, control-predecessors={%constant.3}
  %h = s32[] call(s32[] %c), to_apply=%host, frontend_attributes={_xla_stream_annotation="1"}
  ROOT %tuple = (f32[8,128]{1,0}, s32[]) tuple(%loop_add_fusion, %h)
}
"#;

/// Every optional attribute set, on one (meaningless) instruction.
fn every_attr() -> Attrs {
    let comp = Some(CompId(0));
    let lit = |data: ArrayData, ty: PrimitiveType, n: i64| {
        Literal::Array(ArrayLiteral::new(ty, vec![n], data).unwrap())
    };
    let literals = vec![
        lit(ArrayData::Pred(vec![true, false]), PrimitiveType::Pred, 2),
        lit(ArrayData::S8(vec![-3, 1]), PrimitiveType::S4, 2),
        lit(ArrayData::S16(vec![-300]), PrimitiveType::S16, 1),
        lit(ArrayData::S32(vec![i32::MIN]), PrimitiveType::S32, 1),
        lit(ArrayData::S64(vec![i64::MAX, -1]), PrimitiveType::S64, 2),
        lit(ArrayData::U8(vec![0x7c]), PrimitiveType::F8E4M3FN, 1),
        lit(ArrayData::U16(vec![65535]), PrimitiveType::U16, 1),
        lit(ArrayData::U32(vec![7]), PrimitiveType::U32, 1),
        lit(ArrayData::U64(vec![u64::MAX]), PrimitiveType::U64, 1),
        lit(
            ArrayData::F16(vec![f16::from_f32(-0.0)]),
            PrimitiveType::F16,
            1,
        ),
        lit(ArrayData::BF16(vec![bf16::NAN]), PrimitiveType::BF16, 1),
        lit(
            ArrayData::F32(vec![f32::from_bits(0x7fc0_1234), 1.5]),
            PrimitiveType::F32,
            2,
        ),
        lit(ArrayData::F64(vec![-f64::INFINITY]), PrimitiveType::F64, 1),
        lit(
            ArrayData::C64(vec![Complex32::new(1.0, -2.0)]),
            PrimitiveType::C64,
            1,
        ),
        lit(
            ArrayData::C128(vec![Complex64::new(3.0, f64::MIN_POSITIVE)]),
            PrimitiveType::C128,
            1,
        ),
        Literal::Tuple(vec![Literal::Token, Literal::Tuple(vec![])]),
    ];
    Attrs {
        parameter_number: None,
        constant: Some(ConstantValue::Literal(Literal::Tuple(literals))),
        dimensions: Some(vec![0, -1, i64::MIN, i64::MAX]),
        index: Some(3),
        iota_dimension: Some(1),
        to_apply: comp,
        calls: Some(vec![CompId(0), CompId(0)]),
        condition: comp,
        body: comp,
        branch_computations: Some(vec![CompId(0)]),
        true_computation: comp,
        false_computation: comp,
        select: comp,
        scatter: comp,
        direction: Some(ComparisonDirection::Ge),
        comparison_type: Some(ComparisonType::TotalOrder),
        dot_dims: Some(DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        }),
        operand_precision: Some(vec![Precision::Highest, Precision::PackedNibble]),
        slice: Some(vec![SliceDim {
            start: 1,
            limit: 9,
            stride: 2,
        }]),
        dynamic_slice_sizes: Some(vec![4]),
        window: Some(Window {
            dims: vec![WindowDim {
                window_reversal: true,
                padding_low: -1,
                ..Default::default()
            }],
        }),
        conv_dims: Some(ConvDims {
            input_batch: 0,
            input_feature: 3,
            input_spatial: vec![1, 2],
            kernel_input_feature: 2,
            kernel_output_feature: 3,
            kernel_spatial: vec![0, 1],
            output_batch: 0,
            output_feature: 3,
            output_spatial: vec![1, 2],
        }),
        feature_group_count: Some(2),
        batch_group_count: Some(1),
        gather_dims: Some(GatherDims {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            operand_batching_dims: vec![],
            start_indices_batching_dims: vec![],
            index_vector_dim: 1,
        }),
        slice_sizes: Some(vec![1, 5]),
        scatter_dims: Some(ScatterDims {
            update_window_dims: vec![1],
            inserted_window_dims: vec![0],
            scatter_dims_to_operand_dims: vec![0],
            input_batching_dims: vec![],
            scatter_indices_batching_dims: vec![],
            index_vector_dim: 1,
        }),
        indices_are_sorted: Some(true),
        unique_indices: Some(false),
        padding: Some(vec![PadDim {
            low: -2,
            high: 3,
            interior: 1,
        }]),
        is_stable: Some(true),
        fft_type: Some(FftType::Irfft),
        fft_length: Some(vec![16]),
        feature_index: Some(1),
        epsilon: Some(F32Attr(1e-5)),
        left_side: Some(true),
        lower: Some(false),
        unit_diagonal: Some(true),
        transpose_a: Some(TriangularTranspose::Adjoint),
        exponent_bits: Some(5),
        mantissa_bits: Some(10),
        k: Some(4),
        largest: Some(true),
        fusion_kind: Some(FusionKind::Output),
        distribution: Some(RandomDistribution::Normal),
        algorithm: Some("dot_bf16_bf16_f32".into()),
        custom_call_target: Some("my_target".into()),
        other: vec![("channel_id".into(), "1".into())],
    }
}

fn hand_built() -> Module {
    let shape = Shape::Tuple(vec![
        Shape::Array(ArrayShape {
            ty: PrimitiveType::F32,
            dims: vec![4, 8],
            dynamic: vec![false, true],
            layout: Some(Layout {
                minor_to_major: vec![0, 1],
                suffix: ":T(8,128)".into(),
            }),
        }),
        Shape::Token,
        Shape::Array(ArrayShape {
            ty: PrimitiveType::S32,
            dims: vec![],
            dynamic: vec![],
            layout: None,
        }),
    ]);
    let mut param = Instruction::new("p", Opcode::Parameter, shape.clone(), vec![]);
    param.attrs.parameter_number = Some(0);
    param.metadata = Some(Box::new(Metadata {
        op_type: Some("t".into()),
        op_name: Some("n".into()),
        source_file: Some("f.py".into()),
        source_line: Some(1),
        source_end_line: Some(2),
        source_column: Some(3),
        source_end_column: Some(4),
        stack_frame_id: Some(5),
        other: vec![("k".into(), "v".into())],
    }));
    let mut odd = Instruction::new("odd", Opcode::CustomCall, shape, vec![InstrId(0)]);
    odd.attrs = every_attr().into();
    odd.control_predecessors = vec![InstrId(0)];
    odd.sharding = Some("{replicated}".into());
    odd.frontend_attributes = Some("{a=\"b\"}".into());
    odd.backend_config = Some("\"cfg\"".into());
    Module {
        name: "hand_built".into(),
        config: ModuleConfig {
            entry_computation_layout: None,
            is_scheduled: Some(false),
            input_output_alias: Some("{ {0}: (0, {}, may-alias) }".into()),
            other: vec![("x".into(), "y".into())],
        },
        computations: vec![Computation {
            name: "main".into(),
            instructions: vec![param, odd],
            parameters: vec![InstrId(0)],
            root: InstrId(1),
            attributes: vec![("execution_thread".into(), "\"main\"".into())],
            span: Span::default(),
        }],
        entry: CompId(0),
        stack_frames: Some("FileNames\n1 \"f.py\"".into()),
    }
}

#[test]
fn every_corpus_and_benchmark_module_round_trips() {
    let mut failures = Vec::new();
    for (name, module) in corpus_modules() {
        match decode_module(&encode_module(&module)) {
            Ok(back) if back == module => {}
            Ok(_) => failures.push(format!("{name}: decodes to another module")),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_xla_dump_round_trips_with_names_metadata_and_stack_frames() {
    let module = parse_module(DUMP).unwrap();
    let back = decode_module(&encode_module(&module)).unwrap();
    assert_eq!(back, module);
    // Equality ignores nothing but spans, so the names, metadata and verbatim text came back;
    // the printed text says so too.
    assert_eq!(print_module(&back), print_module(&module));
    assert!(back
        .stack_frames
        .as_deref()
        .unwrap()
        .contains("StackFrames"));
}

#[test]
fn every_attribute_and_literal_storage_round_trips() {
    let module = hand_built();
    assert_eq!(decode_module(&encode_module(&module)).unwrap(), module);
}

#[test]
fn the_encoding_is_smaller_than_the_text() {
    for (name, module) in corpus_modules() {
        let (bytes, text) = (encode_module(&module), print_module(&module));
        assert!(
            bytes.len() <= text.len() + 32,
            "{name}: {} bytes encoded, {} as text",
            bytes.len(),
            text.len()
        );
    }
}

#[test]
fn canonical_stream_ignores_names_metadata_frontend_attributes_and_stack_frames() {
    let module = parse_module(DUMP).unwrap();
    let mut renamed = module.clone();
    renamed.name = "other".into();
    renamed.stack_frames = None;
    for (ci, comp) in renamed.computations.iter_mut().enumerate() {
        comp.name = format!("comp{ci}");
        for instr in &mut comp.instructions {
            instr.name.push_str("_renamed");
            instr.metadata = None;
            instr.frontend_attributes = Some("{z=\"1\"}".into());
        }
    }
    assert_ne!(encode_module(&renamed), encode_module(&module));
    assert_eq!(canonical(&renamed), canonical(&module));
}

#[test]
fn canonical_stream_sees_everything_that_changes_a_result() {
    let base = hand_built();
    let base_stream = canonical(&base);
    let variants: Vec<(&str, Edit)> = vec![
        ("opcode", |m| {
            m.computations[0].instructions[1].opcode = Opcode::Add
        }),
        ("layout", |m| {
            let Shape::Tuple(elems) = &mut m.computations[0].instructions[0].shape else {
                unreachable!()
            };
            let Shape::Array(a) = &mut elems[0] else {
                unreachable!()
            };
            a.layout.as_mut().unwrap().minor_to_major = vec![1, 0];
        }),
        ("dynamic dimension", |m| {
            let Shape::Tuple(elems) = &mut m.computations[0].instructions[0].shape else {
                unreachable!()
            };
            let Shape::Array(a) = &mut elems[0] else {
                unreachable!()
            };
            a.dynamic = vec![true, true];
        }),
        ("constant bits", |m| {
            let attrs = &mut m.computations[0].instructions[1].attrs;
            let Some(ConstantValue::Literal(Literal::Tuple(elems))) = &mut attrs.constant else {
                unreachable!()
            };
            let Literal::Array(a) = &mut elems[11] else {
                unreachable!()
            };
            a.data = ArrayData::F32(vec![f32::from_bits(0x7fc0_1235), 1.5]);
        }),
        ("an attribute", |m| {
            m.computations[0].instructions[1].attrs.epsilon = Some(F32Attr(1e-6))
        }),
        ("a verbatim attribute", |m| {
            m.computations[0].instructions[1].attrs.other[0].1 = "2".into()
        }),
        ("control predecessors", |m| {
            m.computations[0].instructions[1]
                .control_predecessors
                .clear()
        }),
        ("sharding", |m| {
            m.computations[0].instructions[1].sharding = None
        }),
        ("backend config", |m| {
            m.computations[0].instructions[1].backend_config = None
        }),
        ("module config", |m| m.config.is_scheduled = Some(true)),
        ("computation attributes", |m| {
            m.computations[0].attributes.clear()
        }),
    ];
    for (what, change) in variants {
        let mut changed = base.clone();
        change(&mut changed);
        assert_ne!(changed, base, "{what}: the test changed nothing");
        assert_ne!(canonical(&changed), base_stream, "{what}");
    }
}

#[test]
fn decoding_checks_what_the_parser_checks() {
    let base = hand_built();
    let broken: Vec<(&str, Edit)> = vec![
        ("operand", |m| {
            m.computations[0].instructions[1].operands = vec![InstrId(2)]
        }),
        ("control predecessor", |m| {
            m.computations[0].instructions[1].control_predecessors = vec![InstrId(9)]
        }),
        ("root", |m| m.computations[0].root = InstrId(2)),
        ("entry", |m| m.entry = CompId(1)),
        ("called computation", |m| {
            m.computations[0].instructions[1].attrs.body = Some(CompId(1))
        }),
        ("called computation in a list", |m| {
            m.computations[0].instructions[1].attrs.branch_computations =
                Some(vec![CompId(0), CompId(3)])
        }),
        ("parameter list", |m| m.computations[0].parameters.clear()),
        ("parameter number", |m| {
            m.computations[0].instructions[0].attrs.parameter_number = Some(1)
        }),
    ];
    for (what, change) in broken {
        let mut module = base.clone();
        change(&mut module);
        assert!(
            decode_module(&encode_module(&module)).is_err(),
            "{what}: a bad id was accepted"
        );
    }
}

#[test]
fn shapes_and_literals_round_trip_on_their_own_and_refuse_bad_bytes() {
    use kiln_hlo::binary::{check_header, read_literal, read_shape, write_literal, write_shape};
    let mut shapes = Vec::new();
    let mut literals = Vec::new();
    for (_, module) in corpus_modules() {
        for comp in &module.computations {
            for instr in &comp.instructions {
                shapes.push(instr.shape.clone());
                if let Some(ConstantValue::Literal(l)) = &instr.attrs.constant {
                    literals.push(l.clone());
                }
            }
        }
    }
    assert!(!literals.is_empty());
    let mut bytes = Vec::new();
    shapes.iter().for_each(|s| write_shape(&mut bytes, s));
    literals.iter().for_each(|l| write_literal(&mut bytes, l));
    let mut pos = 0;
    for shape in &shapes {
        assert_eq!(&read_shape(&bytes, &mut pos).unwrap(), shape);
    }
    for literal in &literals {
        assert_eq!(&read_literal(&bytes, &mut pos).unwrap(), literal);
    }
    assert_eq!(pos, bytes.len());
    // Past the end, truncated, or a bad tag: errors.
    assert!(read_shape(&bytes, &mut pos).is_err());
    let mut past = bytes.len() + 5;
    assert!(read_shape(&bytes, &mut past).is_err());
    let mut one = Vec::new();
    write_literal(&mut one, &literals[0]);
    let mut at = 0;
    assert!(read_literal(&one[..one.len() - 1], &mut at).is_err());
    assert!(read_shape(&[9], &mut 0).is_err());
    // The module header alone: accepted for a real encoding, refused when altered.
    let encoded = encode_module(&hand_built());
    check_header(&encoded).unwrap();
    for at in [0, 8, 12] {
        let mut bad = encoded.clone();
        bad[at] ^= 1;
        assert!(check_header(&bad).is_err(), "byte {at}");
    }
}

/// The schema fingerprint is a constant computed by the compiler; the same FNV-1a hash taken at
/// run time over the same tables (opcode names, type names by discriminant, attribute
/// spellings) must agree, and so must the type table against every type's name.
#[test]
fn the_schema_fingerprint_is_the_hash_of_the_tables() {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |text: &str| {
        for b in text.bytes().chain([0xff]) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    Opcode::ALL.iter().for_each(|op| feed(op.name()));
    let mut types: Vec<PrimitiveType> = PrimitiveType::all().collect();
    types.sort_by_key(|ty| *ty as usize);
    types.iter().for_each(|ty| feed(ty.name()));
    for table in kiln_hlo::binary::ENUM_TABLES {
        table.iter().for_each(|s| feed(s));
        feed("");
    }
    assert_eq!(kiln_hlo::binary::schema_fingerprint(), h);
    assert_eq!(PrimitiveType::BY_DISCRIMINANT.len(), types.len());
    for (i, ty) in PrimitiveType::BY_DISCRIMINANT.iter().enumerate() {
        assert_eq!(*ty as usize, i);
        assert_eq!(PrimitiveType::from_name(ty.name()), Some(*ty));
    }
}
