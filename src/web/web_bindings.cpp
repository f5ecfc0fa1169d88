// The page's program (build-web/site/marienbad.js and .wasm): the web page's engine
// (web/web_page.hpp) bound for the page's script with embind, its calls taking and giving plain
// values (numbers, strings of text or JSON). The page fetches a language's catalogue the first time
// it shows that language and gives it here (addCatalogue) before opening a page in it.
#include <emscripten/bind.h>

#include <chrono>
#include <memory>
#include <string>

#include "i18n/catalogue_translation.hpp"
#include "web/web_address.hpp"
#include "web/web_page.hpp"

namespace marienbad {
namespace {

// A page in `language` ("en", "fr"), from what the browser kept (the settings, the unfinished
// game's record, the student's progress); `seed` and `pace` as the page's address gives them, as
// text (web/web_address.hpp; empty: a fresh seed, the usual pace); the board drawn in `width` ×
// `height` CSS pixels, for a finger when `touch`.
WebPage* open_page(const std::string& language, const std::string& settings,
                   const std::string& record, const std::string& progress, const std::string& seed,
                   const std::string& pace, double width, double height, bool touch) {
    WebStart start;
    start.language = parse_language(language).value_or(Language::english);
    start.locale_directory.clear();  // no files: the page gives the catalogues
    start.settings = settings;
    start.record = record;
    start.progress = progress;
    AddressValues address = read_address(seed, pace);
    start.seed = address.seed;
    start.computer_pace = address.pace.value_or(k_computer_pace);
    start.problem = std::move(address.problems);
    start.area = {width, height, touch};
    return new WebPage(std::move(start));
}

// Keeps `bytes`, the compiled catalogue of `language` ("fr"), for the pages opened in it; false
// when the language is unknown or the bytes are not a catalogue (the page then stays in English).
bool add_catalogue(const std::string& language, std::string bytes) {
    const std::optional<Language> known = parse_language(language);
    return known.has_value() && give_catalogue(*known, std::move(bytes));
}

std::string press(WebPage& page, const std::string& key, bool ctrl, bool shift, bool alt, bool meta,
                  bool repeat) {
    return page.key(BrowserKey{key, ctrl, shift, alt, meta, repeat});
}

}  // namespace
}  // namespace marienbad

EMSCRIPTEN_BINDINGS(marienbad) {
    using marienbad::WebPage;
    emscripten::function("addCatalogue", &marienbad::add_catalogue);
    emscripten::class_<WebPage>("WebPage")
        .constructor(&marienbad::open_page, emscripten::allow_raw_pointers())
        .function("words", &WebPage::words)
        .function("state", &WebPage::state)
        .function("board", &WebPage::board)
        .function("cells", &WebPage::cells)
        .function("form", &WebPage::form)
        .function("rules", &WebPage::rules)
        .function("setArea", &WebPage::set_area)
        .function("messages", &WebPage::messages)
        .function("record", &WebPage::record)
        .function("settings", &WebPage::settings)
        .function("progress", &WebPage::progress)
        .function("progressText", &WebPage::progress_text)
        .function("lessonSheet", &WebPage::lesson_sheet)
        .function("answerQuestion", &WebPage::answer_question)
        .function("chooseGame", &WebPage::choose_game)
        .function("openCourse", &WebPage::open_course)
        .function("choose", &WebPage::choose)
        .function("start", &WebPage::start)
        .function("cancelForm", &WebPage::cancel_form)
        .function("hover", &WebPage::hover)
        .function("hoverOff", &WebPage::hover_off)
        .function("click", &WebPage::click)
        .function("tap", &WebPage::tap)
        .function("wheel", &WebPage::wheel)
        .function("fewer", &WebPage::fewer)
        .function("more", &WebPage::more)
        .function("play", &WebPage::play)
        .function("describe", &WebPage::describe)
        .function("hint", &WebPage::hint)
        .function("undo", &WebPage::undo)
        .function("redo", &WebPage::redo)
        .function("restart", &WebPage::restart)
        .function("playAgain", &WebPage::play_again)
        .function("newGame", &WebPage::new_game)
        .function("key", &marienbad::press)
        .function("answer", &WebPage::answer)
        .function("openId", &WebPage::open_id)
        .function("gameFile", &WebPage::game_file)
        .function("openFile", &WebPage::open_file)
        .function("nextStepIn", &WebPage::next_step_in)
        .function("takeStep", &WebPage::take_step);
}
