export const clientsTestimonial = {
  eyebrow: 'Guests’ words',
  title: 'Clients Testimonial',
  action: 'Add Your Review',
};
