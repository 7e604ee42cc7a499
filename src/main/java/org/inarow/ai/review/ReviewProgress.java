package org.inarow.ai.review;

/** Hears how far a review is: {@code done} of {@code total} positions predicted (on the review's thread). */
@FunctionalInterface
public interface ReviewProgress {
    ReviewProgress NONE = (done, total) -> { };

    void reviewed(int done, int total);
}
