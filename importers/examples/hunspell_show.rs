//! Print the entries a Hunspell dictionary gives for some lemmas.
//!
//! `cargo run --release -p wortwert-importers --example hunspell_show -- /usr/share/hunspell/de_DE Haus machen`
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let base = args
        .next()
        .ok_or("usage: hunspell_show DICT_BASE LEMMA...")?;
    let lemmas: Vec<String> = args.collect();
    let aff = std::fs::read(format!("{base}.aff"))?;
    let dic = std::fs::read(format!("{base}.dic"))?;
    let import = wortwert_importers::hunspell::import(&aff, &dic)?;
    println!("{}", serde_json::to_string(&import.stats)?);
    for entry in &import.parsed.entries {
        if lemmas.contains(&entry.lemma) {
            let forms: Vec<String> = entry
                .forms
                .iter()
                .map(|f| format!("{}:{}", f.form, f.kind))
                .collect();
            println!(
                "{} [{}] line {}: {}",
                entry.lemma,
                entry.pos,
                entry.line,
                forms.join(" ")
            );
        }
    }
    Ok(())
}
