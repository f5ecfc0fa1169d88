// The roff of a manual page (man(7) macros): text escaped so that man prints it as written, and
// the few constructs marienbad(6) uses — the title, sections, paragraphs, tagged paragraphs, an
// indented block of lines. Nothing here knows what the page says (manual_page.hpp).
#pragma once

#include <string>
#include <string_view>

namespace marienbad {

// Text as roff prints it: a backslash written \e, a minus that starts an option ("--seed",
// "-h") written \- so that man never makes it a hyphen, a space before ":", ";", "?" or "!"
// (French) unbreakable, a line that would start with "." or "'" protected by \&. Line breaks are
// kept.
std::string roff_text(std::string_view text);
// Bold text (a command, a file), escaped.
std::string roff_bold(std::string_view text);
// Italic text (a value to replace), escaped.
std::string roff_italic(std::string_view text);

// .TH: the page's name, section, date, source (the program and its version) and manual.
std::string roff_title(std::string_view name, int section, std::string_view date,
                       std::string_view source, std::string_view manual);
// .SH and .SS.
std::string roff_section(std::string_view title);
std::string roff_subsection(std::string_view title);
// A paragraph of filled text; each line break of `text` starts a new paragraph.
std::string roff_paragraph(std::string_view text);
// A tagged paragraph: `tag` (already roff), then `text` indented under it by `indent` ens (man's
// default when 0); a tag wider than the indent stands on its own line.
std::string roff_tagged(std::string_view tag, std::string_view text, int indent = 0);
// A line break between lines of roff (the synopsis).
std::string roff_break();

}  // namespace marienbad
