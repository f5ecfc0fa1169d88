// The course run's sentences.
#include "play/course_text.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

std::string first_the_questions_message(int questions) {
    return ntrf(
        "First {0} question: type the answer (a number of two digits or more ends with "
        "Enter); then find the winning move.",
        "First {0} questions: type each answer (a number of two digits or more ends with "
        "Enter); then find the winning move.",
        questions, questions);
}

std::string solution_message(const std::string& solution) {
    return trf("After two tries, the solution. {0}", solution);
}

std::string resumed_message(int exercise, const std::string& game) {
    return trf(
        "Resumed at exercise {0}, where you left this lesson; marienbad learn {1} --restart "
        "starts it from the beginning.",
        exercise, game);
}

}  // namespace marienbad
