export const clientsTestimonial = {
  eyebrow: { id: 'home.clientsTestimonial.eyebrow', defaultMessage: 'Guests’ words' },
  title: { id: 'home.clientsTestimonial.title', defaultMessage: 'Clients Testimonial' },
  action: { id: 'home.clientsTestimonial.action', defaultMessage: 'Add Your Review' },
};
