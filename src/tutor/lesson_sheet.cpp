// The lesson's sheet to print.
#include "tutor/lesson_sheet.hpp"

#include <fmt/format.h>

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/utf8_text.hpp"
#include "tutor/lesson.hpp"

namespace marienbad {
namespace {

// The width of a plain text sheet's prose: a page printed in a fixed font.
constexpr int k_sheet_width = 78;

// Writes the sheet's parts in one format or the other.
class SheetWriter {
  public:
    explicit SheetWriter(SheetFormat format) : markdown_(format == SheetFormat::markdown) {}

    void title(const std::string& text) {
        text_ += markdown_ ? "# " + text + "\n\n" : text + "\n" + underline(text, '=') + "\n\n";
    }
    void heading(const std::string& text) {
        text_ += markdown_ ? "## " + text + "\n\n" : text + "\n" + underline(text, '-') + "\n\n";
    }
    // A paragraph; one of several lines (a table, a matrix) is kept as it is drawn.
    void paragraph(const std::string& text) {
        if (text.empty()) {
            return;
        }
        const bool drawn = text.find('\n') != std::string::npos;
        if (drawn) {
            preformatted(text);
            return;
        }
        // Prose cut to the width of a printed page; Markdown's paragraphs as they are.
        if (markdown_) {
            text_ += text + "\n\n";
            return;
        }
        for (const std::string& line : wrap_utf8(text, k_sheet_width)) {
            text_ += line + "\n";
        }
        text_ += "\n";
    }
    void preformatted(const std::string& text) {
        const std::string body = text.ends_with('\n') ? text : text + "\n";
        if (markdown_) {
            text_ += "```\n" + body + "```\n\n";
            return;
        }
        // A line of prose among the drawn ones is cut to the page; a table's lines are shorter.
        std::size_t start = 0;
        while (start < body.size()) {
            const std::size_t end = body.find('\n', start);
            for (const std::string& line :
                 wrap_utf8(body.substr(start, end - start), k_sheet_width)) {
                text_ += line + "\n";
            }
            start = end + 1;
        }
        text_ += "\n";
    }
    // An item of a numbered list: "1. text", the text's lines kept.
    void item(int number, const std::string& text) {
        const std::string numbered = fmt::format("{}. {}", number, text);
        if (markdown_) {
            text_ += numbered + "\n";
            return;
        }
        bool first = true;
        for (const std::string& line : wrap_utf8(numbered, k_sheet_width - 3)) {
            text_ += (first ? "" : "   ") + line + "\n";
            first = false;
        }
    }
    void end_list() { text_ += "\n"; }
    std::string text() const { return text_; }

  private:
    static std::string underline(const std::string& text, char mark) {
        return std::string(utf8_length(text), mark);
    }
    static std::size_t utf8_length(const std::string& text) { return utf8_characters(text).size(); }
    bool markdown_;
    std::string text_;
};

std::string board_of(const AnySetup& setup) {
    const Game& game = game_of(setup);
    const auto session =
        game.make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1));
    return render_board_text(session->board());
}

}  // namespace

std::string lesson_sheet(std::string_view game_name, SheetFormat format) {
    const Course course = lesson_course(game_name);
    const Game& game = *find_game(game_name);
    SheetWriter sheet(format);
    sheet.title(trf("{0} — the sheet", course.title));
    sheet.paragraph(
        trf("The lesson of marienbad learn {0}: {1} exercises, then their answers. "
            "Each exercise explains a step of the method, then asks for numbers, a "
            "winning move, or a whole game to win.",
            course.game, course.exercises.size()));
    int number = 0;
    for (const Exercise& exercise : course.exercises) {
        ++number;
        sheet.heading(trf("{0}. {1}", number, exercise.heading));
        sheet.paragraph(game.rules_sentence(exercise.setup, {}));
        for (const std::string& paragraph : exercise.explanation) {
            sheet.paragraph(paragraph);
        }
        sheet.preformatted(board_of(exercise.setup));
        const bool questions_only = exercise.task == ExerciseTask::answer_questions;
        if (questions_only) {
            sheet.paragraph(exercise.question);
        }
        if (!exercise.questions.empty()) {
            int asked = 0;
            for (const ExerciseQuestion& question : exercise.questions) {
                sheet.item(++asked, question.prompt + " ____");
            }
            sheet.end_list();
        }
        if (!questions_only) {
            sheet.paragraph(exercise.question);
        }
    }

    sheet.title(tr("Answers"));
    number = 0;
    for (const Exercise& exercise : course.exercises) {
        ++number;
        sheet.heading(trf("{0}. {1}", number, exercise.heading));
        if (!exercise.questions.empty()) {
            int asked = 0;
            for (const ExerciseQuestion& question : exercise.questions) {
                sheet.item(++asked, trf("{0} Answer: {1} — {2}", question.prompt, question.answer,
                                        question.why));
            }
            sheet.end_list();
        }
        if (exercise.task == ExerciseTask::answer_questions) {
            continue;
        }
        if (exercise.task == ExerciseTask::win_the_game) {
            sheet.paragraph(tr("The first move, and how the game is won from there:"));
        }
        sheet.paragraph(game.solution(exercise.setup, {}));
    }
    return sheet.text();
}

}  // namespace marienbad
